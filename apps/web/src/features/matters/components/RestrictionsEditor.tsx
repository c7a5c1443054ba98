import { useEffect, useState } from 'react';
import { Input } from 'antd';

const show = (v: unknown) => JSON.stringify(v ?? [], null, 2);

/**
 * A matter's use restrictions as JSON (kind, message zh/en, source): rare, structured curator
 * edits, validated by the same zod schema as the API. Text that is not JSON yet is passed on
 * as text, so the form's rule reports it instead of silently keeping the old value.
 */
export function RestrictionsEditor({
  value,
  onChange,
  id,
}: {
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
}) {
  const [text, setText] = useState(() => show(value));
  useEffect(() => {
    // A value from outside (the record loaded, the form reset) replaces the text unless it says the same.
    setText((cur) => {
      try {
        if (JSON.stringify(JSON.parse(cur)) === JSON.stringify(value ?? [])) return cur;
      } catch {
        if (typeof value === 'string') return cur;
      }
      return show(value);
    });
  }, [value]);
  return (
    <Input.TextArea
      id={id}
      data-testid="restrictions-editor"
      spellCheck={false}
      style={{ fontFamily: 'monospace' }}
      autoSize={{ minRows: 3, maxRows: 16 }}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        try {
          onChange?.(JSON.parse(e.target.value));
        } catch {
          onChange?.(e.target.value);
        }
      }}
    />
  );
}
