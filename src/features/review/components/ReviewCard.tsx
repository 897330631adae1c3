import { useState } from 'react';
import type { OpenFile } from '../../../components/answers/AnswerValue';
import { Modal } from '../../../wizard/Modal';
import { previewSection, type ReviewSection } from '../review-display';
import { ReviewRows } from './ReviewRows';

export interface ReviewCardProps {
  title: string;
  /** The tab's saved data as rows (reviewSection, or a carrier's tab by its definitions). */
  section: ReviewSection;
  onEdit: () => void;
  /** Opens an uploaded file (the enrollment's own session: GET /get-document). */
  onOpen?: OpenFile | undefined;
}

/** One required tab on the review page: a short preview, View Details (popup) and Edit Details (002 section 2). */
export function ReviewCard({ title, section, onEdit, onOpen }: ReviewCardProps) {
  const [open, setOpen] = useState(false);
  const preview = previewSection(section);
  const empty = section.rows.length === 0 && section.groups.length === 0;
  return (
    <li className="oe-card oe-review-card" aria-label={title}>
      <h2>{title}</h2>
      {empty ? <p className="oe-muted">Nothing saved yet.</p> : <ReviewRows section={preview} onOpen={onOpen} />}
      <div>
        <button type="button" className="oe-link-button" onClick={() => setOpen(true)} aria-haspopup="dialog">
          View Details<span className="oe-visually-hidden"> of {title}</span>
        </button>
      </div>
      {open && (
        <Modal title={title} onClose={() => setOpen(false)}>
          <div className="oe-review-details">
            {empty ? <p className="oe-muted">Nothing saved yet.</p> : <ReviewRows section={section} onOpen={onOpen} />}
          </div>
          <div className="oe-modal__actions">
            <button type="button" className="oe-button oe-button--secondary" onClick={() => setOpen(false)}>
              Close
            </button>
            <button type="button" className="oe-button oe-button--primary" onClick={onEdit}>
              Edit Details
            </button>
          </div>
        </Modal>
      )}
    </li>
  );
}
