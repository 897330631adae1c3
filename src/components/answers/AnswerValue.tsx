import { useState } from 'react';
import { FILE_TYPES, sizeWords } from '../../../schemas/field-types/file';
import type { AnswerFile, AnswerView } from '../../../schemas/answer-view';

/** What a screen does with a file the viewer may open (absent: the files are only listed). */
export type OpenFile = (file: AnswerFile) => Promise<void>;

const failure = (e: unknown) => (e instanceof Error && e.message ? e.message : 'The download failed; try again');

/**
 * One carrier answer as the review, the receipt and the rep's view draw it (schemas/answer-view.ts,
 * decision 0310): its words; a repeating group's items one line each; an upload's files by name,
 * type and size, each a Download button where the viewer may open it (never the content inline).
 */
export function AnswerValue({ answer, onOpen }: { answer: AnswerView; onOpen?: OpenFile | undefined }) {
  const [problem, setProblem] = useState('');
  if (answer.files && answer.files.length > 0)
    return (
      <>
        <ul className="oe-answer-list">
          {answer.files.map((file) => (
            <li key={file.id}>
              {onOpen ? (
                <button
                  type="button"
                  className="oe-link-button"
                  onClick={() => {
                    setProblem('');
                    onOpen(file).catch((e: unknown) => setProblem(failure(e)));
                  }}
                >
                  <span className="oe-visually-hidden">Download </span>
                  {file.name}
                </button>
              ) : (
                <span>{file.name}</span>
              )}{' '}
              <span className="oe-muted">
                ({FILE_TYPES[file.type].label}, {sizeWords(file.size)})
              </span>
            </li>
          ))}
        </ul>
        {onOpen && (
          <span role="alert" className="oe-error-text">
            {problem}
          </span>
        )}
      </>
    );
  if (answer.items && answer.items.length > 0)
    return (
      <ul className="oe-answer-list">
        {answer.items.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    );
  return <>{answer.value}</>;
}
