/**
 * A two-handle range control built from two native range inputs on one track: each handle is a
 * real slider to assistive technology and the keyboard (arrows, Page Up/Down, Home/End), labelled
 * and with its value read out in words (aria-valuetext). Values move while dragging (`onMove`)
 * and are committed when the input commits (`onCommit`: the native change event, fired on release
 * or on each key press).
 */
import { useEffect, useRef } from 'react';

export type Handle = 'min' | 'max';

interface Props {
  /** Names the control: "Price" makes "Minimum price" and "Maximum price". */
  label: string;
  range: { min: number; max: number };
  step: number;
  values: { min: number; max: number };
  format: (value: number) => string;
  onMove: (handle: Handle, value: number) => void;
  /** The handle released and both handles' values as the inputs hold them. */
  onCommit: (handle: Handle, values: { min: number; max: number }) => void;
  idPrefix: string;
}

function percent(value: number, range: { min: number; max: number }): number {
  return range.max === range.min ? 0 : ((value - range.min) / (range.max - range.min)) * 100;
}

export default function TwoThumbSlider({ label, range, step, values, format, onMove, onCommit, idPrefix }: Props) {
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(() => {
    const min = minInput.current;
    const max = maxInput.current;
    if (!min || !max) return;
    // Read the inputs themselves: the change event can come before React has rendered the last move.
    const values = () => ({ min: Number(min.value), max: Number(max.value) });
    const onMinChange = () => commit.current('min', values());
    const onMaxChange = () => commit.current('max', values());
    min.addEventListener('change', onMinChange);
    max.addEventListener('change', onMaxChange);
    return () => {
      min.removeEventListener('change', onMinChange);
      max.removeEventListener('change', onMaxChange);
    };
  }, []);
  const disabled = range.max <= range.min;
  const lower = label.toLowerCase();
  const fillLeft = percent(values.min, range);
  const fillRight = 100 - percent(values.max, range);
  // The whole range is the stylesheet's default: the built page then carries no style attribute,
  // which the Content-Security-Policy's hash-only style-src would block.
  const fillStyle = fillLeft === 0 && fillRight === 0 ? undefined : { left: `${fillLeft}%`, right: `${fillRight}%` };
  return (
    <div className="range-slider">
      <p className="range-slider__values" aria-hidden="true">
        {format(values.min)} – {format(values.max)}
      </p>
      <div className="range-slider__track">
        <div className="range-slider__fill" style={fillStyle} />
        <label className="visually-hidden" htmlFor={`${idPrefix}-min`}>
          Minimum {lower}
        </label>
        <input
          ref={minInput}
          id={`${idPrefix}-min`}
          type="range"
          min={range.min}
          max={range.max}
          step={step}
          value={values.min}
          disabled={disabled}
          aria-valuetext={format(values.min)}
          onChange={(event) => onMove('min', Number(event.currentTarget.value))}
        />
        <label className="visually-hidden" htmlFor={`${idPrefix}-max`}>
          Maximum {lower}
        </label>
        <input
          ref={maxInput}
          id={`${idPrefix}-max`}
          type="range"
          min={range.min}
          max={range.max}
          step={step}
          value={values.max}
          disabled={disabled}
          aria-valuetext={format(values.max)}
          onChange={(event) => onMove('max', Number(event.currentTarget.value))}
        />
      </div>
    </div>
  );
}
