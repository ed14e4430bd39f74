import { type Parecer, ROTULOS_PARECER, type SituacaoLinkParecer } from '@backoffice/domain/parecer-cliente';
import { Badge } from '@mantine/core';

const COR_PARECER: Record<Parecer | 'P', string> = { A: 'teal', R: 'red', E: 'blue', P: 'gray' };

/** A badge as wide as its words, never cut. */
const INTEIRO = { miw: 'fit-content', styles: { label: { overflow: 'visible' } } } as const;

/** The client's verdict on a forwarded candidate (awaiting when none). */
export function BadgeParecer({ parecer }: { parecer: Parecer | 'P' | null }) {
  const p = parecer ?? 'P';
  return (
    <Badge color={COR_PARECER[p]} variant={p === 'P' ? 'light' : 'filled'} {...INTEIRO}>
      {ROTULOS_PARECER[p]}
    </Badge>
  );
}

const SITUACAO: Record<SituacaoLinkParecer, { rotulo: string; cor: string }> = {
  ativo: { rotulo: 'Ativo', cor: 'teal' },
  expirado: { rotulo: 'Expirado', cor: 'gray' },
  revogado: { rotulo: 'Revogado', cor: 'red' },
};

/** The state of a link: active, expired or revoked. */
export function BadgeSituacaoLink({ situacao }: { situacao: SituacaoLinkParecer }) {
  const s = SITUACAO[situacao];
  return (
    <Badge color={s.cor} variant="light" {...INTEIRO}>
      {s.rotulo}
    </Badge>
  );
}
