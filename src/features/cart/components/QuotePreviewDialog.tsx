import { Dialog } from '../../../components/Dialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useQuotePreviewContent, type QuotePreviewInput } from '../api/get-quote-preview-content';

/**
 * The quote preview. The server builds this HTML from the cart and escapes every user value
 * (server/services/quote-content.ts), so it is shown as markup; it carries no script or style.
 */
export function QuotePreviewDialog({ input, onClose }: { input: QuotePreviewInput | null; onClose: () => void }) {
  const preview = useQuotePreviewContent(input);
  return (
    <Dialog
      open={input !== null}
      title="Quote preview"
      onClose={onClose}
      actions={
        <button type="button" className="oe-button oe-button--secondary" onClick={onClose}>
          Back
        </button>
      }
    >
      {preview.isError && <ErrorNotice title="We could not build the preview" error={preview.error} />}
      {preview.data && <div className="oe-quote-preview" dangerouslySetInnerHTML={{ __html: preview.data.content }} />}
    </Dialog>
  );
}
