import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { signatureSize, SIGNATURE_WIDE_MIN_PX } from '../../schemas/signature';

interface CanvasSize {
  width: number;
  height: number;
}

const WIDE_QUERY = `(min-width: ${SIGNATURE_WIDE_MIN_PX}px)`;
// Sharp on high-density screens, yet a bounded PNG: at most twice the CSS size.
const pixelRatio = () => Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);

/** The canvas size for the viewport (by default 450x300 from 768 px, else 200x100: 002 section 9), following it. */
function useCanvasSize(sizeFor: (viewportWidth: number) => CanvasSize) {
  const [size, setSize] = useState(() => sizeFor(window.innerWidth));
  const update = useEffectEvent(() => setSize(sizeFor(window.innerWidth)));
  useEffect(() => {
    const query = window.matchMedia?.(WIDE_QUERY);
    if (!query) return;
    const onChange = () => update();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return size;
}

/** Writes a typed name on the canvas in a handwriting face; the PNG, or undefined for an empty name. */
function drawTypedName(canvas: HTMLCanvasElement, name: string, size: CanvasSize): string | undefined {
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  ctx.clearRect(0, 0, size.width, size.height);
  if (name.trim() === '') return undefined;
  let fontPx = Math.round(size.height * 0.4);
  const face = (px: number) => `italic ${px}px "Segoe Script", "Brush Script MT", "URW Chancery L", cursive`;
  ctx.font = face(fontPx);
  while (fontPx > 8 && ctx.measureText(name).width > size.width * 0.9) ctx.font = face(--fontPx);
  ctx.fillStyle = '#1a1a2e';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(name.trim(), size.width / 2, size.height / 2);
  return canvas.toDataURL('image/png');
}

/** Shows a saved signature (a PNG data URL) scaled to the canvas. */
function drawImage(canvas: HTMLCanvasElement, dataUrl: string, size: CanvasSize): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const image = new Image();
  image.onload = () => ctx.drawImage(image, 0, 0, size.width, size.height);
  image.src = dataUrl;
}

/** A change of the signature: the PNG (undefined when empty) and the typed name ('' when drawn). */
export interface SignatureChange {
  dataUrl: string | undefined;
  typedName: string;
}

export interface SignaturePadInputProps {
  id: string;
  label: string;
  /** The PNG data URL the field holds (drawn again after the canvas is resized). */
  value: unknown;
  onChange: (change: SignatureChange) => void;
  onBlur?: () => void;
  required?: boolean;
  readOnly?: boolean;
  /** Ids of the field's error and help regions, referenced by the canvas and the typed input. */
  describedBy?: string;
  invalid?: boolean;
  /** The canvas' CSS size for a viewport width (the agreement step's sizes by default). */
  sizeFor?: (viewportWidth: number) => CanvasSize;
}

/**
 * A signature drawn on the pad (signature_pad, loaded on demand as its own chunk) or typed: the
 * typed name is written on the canvas, so keyboard users sign too. Either way the value is a PNG
 * data URL; Clear empties it. The agreement step's widget and the remote signing page share it.
 */
export function SignaturePadInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  required,
  readOnly = false,
  describedBy,
  invalid,
  sizeFor = signatureSize,
}: SignaturePadInputProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const size = useCanvasSize(sizeFor);
  const [typed, setTyped] = useState('');
  const typedRef = useRef('');
  const typedId = `${id}__typed`;

  // What the field holds, drawn again after the canvas was emptied. Effect events read the latest
  // props without re-creating the pad on every render.
  const showCurrent = useEffectEvent((el: HTMLCanvasElement) => {
    if (typedRef.current) drawTypedName(el, typedRef.current, size);
    else if (typeof value === 'string' && value.startsWith('data:image/png')) drawImage(el, value, size);
  });
  const onStroke = useEffectEvent((dataUrl: string | undefined) => onChange({ dataUrl, typedName: '' }));

  // Resizing a canvas empties it: scale for the screen, then show what the field holds.
  useLayoutEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const ratio = pixelRatio();
    el.width = size.width * ratio;
    el.height = size.height * ratio;
    ctx.scale(ratio, ratio);
    showCurrent(el);
  }, [size]);

  useEffect(() => {
    const el = canvas.current;
    // No 2D context (jsdom-like environments): only the typed path is offered.
    if (!el || !el.getContext('2d') || readOnly) return;
    let cancelled = false;
    let instance: SignaturePad | null = null;
    void import('signature_pad').then(({ default: Pad }) => {
      if (cancelled) return;
      instance = new Pad(el);
      // The pad clears its canvas when it starts.
      showCurrent(el);
      instance.addEventListener('beginStroke', () => {
        // Drawing replaces a typed signature rather than scribbling over it.
        if (!typedRef.current) return;
        typedRef.current = '';
        setTyped('');
        instance?.clear();
      });
      instance.addEventListener('endStroke', () => onStroke(instance?.toDataURL('image/png')));
      pad.current = instance;
    });
    return () => {
      cancelled = true;
      instance?.off();
      pad.current = null;
    };
    // One pad per canvas size.
  }, [readOnly, size]);

  const clear = () => {
    pad.current?.clear();
    canvas.current?.getContext('2d')?.clearRect(0, 0, size.width, size.height);
    typedRef.current = '';
    setTyped('');
    onChange({ dataUrl: undefined, typedName: '' });
  };

  const signed = typeof value === 'string' && value !== '';
  return (
    <fieldset className="oe-signature" id={id}>
      <legend className="oe-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <canvas
        ref={canvas}
        className="oe-signature__pad"
        style={{ width: `${size.width}px`, height: `${size.height}px` }}
        role="img"
        aria-label={`${label} pad, ${signed ? 'signed' : 'empty'}: draw with a mouse, a finger or a pen, or type your name below`}
        aria-describedby={describedBy}
      />
      <div className="oe-signature__typed">
        <label className="oe-label" htmlFor={typedId}>
          Type your name to sign
        </label>
        <input
          id={typedId}
          type="text"
          className="oe-input"
          autoComplete="name"
          maxLength={60}
          value={typed}
          readOnly={readOnly}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          onChange={(event) => {
            const name = event.target.value;
            typedRef.current = name;
            setTyped(name);
            pad.current?.clear();
            onChange({
              dataUrl: canvas.current ? drawTypedName(canvas.current, name, size) : undefined,
              typedName: name,
            });
          }}
          onBlur={onBlur}
        />
      </div>
      <button
        type="button"
        className="oe-button oe-button--secondary oe-signature__clear"
        disabled={readOnly}
        onClick={clear}
      >
        Clear
      </button>
    </fieldset>
  );
}
