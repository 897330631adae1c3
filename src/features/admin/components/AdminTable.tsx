import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';

/**
 * A console table: captioned (its accessible name), in a region that scrolls sideways on a phone
 * and is focusable so a keyboard can scroll it too; `actions` adds a last column for row buttons.
 */
export function AdminTable({
  caption,
  columns,
  actions = false,
  className,
  children,
}: {
  caption: string;
  columns: readonly string[];
  actions?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take keyboard focus to scroll (WCAG 2.1.1)
    <div className="oe-admin-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={className ? `oe-admin-table ${className}` : 'oe-admin-table'}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="oe-visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row's button (Edit, Show changes), in the actions column; its name should say which row. */
export function RowAction(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return (
    <td>
      <button type="button" className="oe-button oe-button--secondary oe-admin-table__action" {...props} />
    </td>
  );
}
