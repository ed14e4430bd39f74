import { type CorContador, corContador } from '@backoffice/domain/controles';
import { Group, Text, Textarea, type TextareaProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import type { ClipboardEvent, KeyboardEvent } from 'react';

// Dark shades keep the counter readable (contrast ≥ 4.5:1 on white).
const COR: Record<CorContador, string> = { perigo: 'red.9', aviso: 'orange.9', normal: 'gray.7' };

/** Plain text of pasted content: markup and scripts are dropped, the text kept. */
export function sanitizePastedText(html: string | null | undefined, text: string | null | undefined): string {
  if (html) {
    const comQuebras = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])>/gi, '\n');
    const limpo = DOMPurify.sanitize(comQuebras, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
    const el = document.createElement('textarea');
    el.innerHTML = limpo; // decodes entities without running anything
    return el.value.replace(/\n{3,}/g, '\n\n').trim();
  }
  return DOMPurify.sanitize(text ?? '', { ALLOWED_TAGS: [], KEEP_CONTENT: true });
}

export interface CounterTextareaProps
  extends Omit<TextareaProps, 'value' | 'onChange' | 'maxLength' | 'minLength' | 'onPaste'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Most characters allowed; the counter shows length/max. */
  max: number;
  /** Fewest characters expected; the counter is red below it. */
  min?: number;
  /** When given, Enter without Shift calls it (Shift+Enter still breaks the line). */
  onSend?: (value: string) => void;
}

/** Text area with a length counter (spec 000 §5.1): red below min or at max, orange from ~40 % of max. */
export function CounterTextarea({
  label,
  value,
  onChange,
  max,
  min,
  onSend,
  onKeyDown,
  description,
  autosize = true,
  minRows = 3,
  maxRows = 10,
  ...rest
}: CounterTextareaProps) {
  const cor = corContador(value.length, max, min);

  function handleKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    onKeyDown?.(e);
    if (onSend && e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onSend(value);
    }
  }

  function handlePaste(e: ClipboardEvent<HTMLTextAreaElement>) {
    e.preventDefault();
    const texto = sanitizePastedText(
      e.clipboardData.getData('text/html'),
      e.clipboardData.getData('text/plain'),
    );
    const el = e.currentTarget;
    const inicio = el.selectionStart ?? value.length;
    const fim = el.selectionEnd ?? value.length;
    const cabe = Math.max(0, max - (value.length - (fim - inicio)));
    const inserido = texto.slice(0, cabe);
    onChange(value.slice(0, inicio) + inserido + value.slice(fim));
    const pos = inicio + inserido.length;
    requestAnimationFrame(() => el.setSelectionRange?.(pos, pos));
  }

  return (
    <Textarea
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.slice(0, max))}
      onKeyDown={handleKeyDown}
      onPaste={handlePaste}
      maxLength={max}
      autosize={autosize}
      minRows={minRows}
      maxRows={maxRows}
      {...rest}
      // The counter is the field's description, shown under it, so screen readers read it with the field.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      descriptionProps={{ component: 'div' }}
      description={
        <Group justify="space-between" gap="xs" wrap="nowrap" mt={2}>
          <Text span size="xs" c="gray.7">
            {description}
          </Text>
          <Text span size="xs" fw={500} c={COR[cor]} data-cor={cor} data-testid="contador">
            {value.length}/{max}
          </Text>
        </Group>
      }
    />
  );
}
