import { ROTULOS_PARECER } from '@backoffice/domain/parecer-cliente';
import type { CandidatoRelacionadoLinha } from '@backoffice/domain/vaga-candidatos';
import { Badge } from '@mantine/core';

type Parecer = NonNullable<CandidatoRelacionadoLinha['PARECER_CLIENTE']>;

const CURTOS: Record<Parecer, { texto: string; cor: string }> = {
  P: { texto: 'Aguardando cliente', cor: 'gray' },
  A: { texto: 'Cliente aprovou', cor: 'green' },
  R: { texto: 'Cliente reprovou', cor: 'red' },
  E: { texto: 'Entrevista', cor: 'blue' },
};

/**
 * The client's verdict by link on a related candidate: a short word on a coloured badge, the whole
 * label in its title and accessible name. Gone once the analyst acted on it, except a rejection.
 */
export function ParecerBadge({
  linha,
}: {
  linha: Pick<CandidatoRelacionadoLinha, 'PARECER_CLIENTE' | 'PARECER_TRATADO'>;
}) {
  const p = linha.PARECER_CLIENTE;
  if (!p) return null;
  if (linha.PARECER_TRATADO === 'S' && p !== 'R') return null;
  const { texto, cor } = CURTOS[p];
  return (
    <Badge
      size="xs"
      variant="light"
      color={cor}
      title={ROTULOS_PARECER[p]}
      aria-label={ROTULOS_PARECER[p]}
      miw="fit-content"
      styles={{ label: { overflow: 'visible' } }}
      data-parecer={p}
    >
      {texto}
    </Badge>
  );
}
