import { useEffect, useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import SignaturePad from 'signature_pad';
import { inputAttributes } from './support/input-attributes';

/** A signature drawn on a pad, kept as a PNG data URL; Clear empties it. */
export function SignatureWidget(props: WidgetProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const { onChange } = props;
  const readOnly = inputAttributes(props).readOnly || props.disabled;

  useEffect(() => {
    const el = canvas.current;
    // No 2D context (jsdom-like environments): nothing to draw on, the field stays empty.
    if (!el || !el.getContext('2d') || readOnly) return;
    const instance = new SignaturePad(el);
    instance.addEventListener('endStroke', () => onChange(instance.toDataURL('image/png')));
    pad.current = instance;
    return () => {
      instance.off();
      pad.current = null;
    };
  }, [onChange, readOnly]);

  return (
    <div className="oe-signature" id={props.id} aria-describedby={inputAttributes(props)['aria-describedby']}>
      <canvas ref={canvas} className="oe-signature__pad" width={480} height={160} role="img" aria-label={`${props.label} pad`} />
      <button
        type="button"
        className="oe-button oe-button--secondary"
        disabled={readOnly}
        onClick={() => {
          pad.current?.clear();
          onChange(undefined);
        }}
      >
        Clear
      </button>
    </div>
  );
}
