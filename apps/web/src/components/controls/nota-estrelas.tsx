import { Group } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';

/**
 * A score of 0 to 5 stars in halves, read only: one image for assistive technology, named by the
 * score ('Nota 3,5 de 5'), its stars drawn inside.
 */
export function NotaEstrelas({ nota, tamanho = 14 }: { nota: number; tamanho?: number }) {
  const valor = Math.max(0, Math.min(5, Math.round(nota * 2) / 2));
  const rotulo = `Nota ${String(valor).replace('.', ',')} de 5`;
  return (
    <Group gap={1} wrap="nowrap" role="img" aria-label={rotulo} title={rotulo} c="yellow.8">
      {[1, 2, 3, 4, 5].map((i) => {
        const Icone = valor >= i ? IconStarFilled : valor >= i - 0.5 ? IconStarHalfFilled : IconStar;
        return <Icone key={i} size={tamanho} aria-hidden data-cheia={valor >= i || undefined} />;
      })}
    </Group>
  );
}
