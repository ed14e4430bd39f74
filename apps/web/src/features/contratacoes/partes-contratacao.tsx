import {
  type ContratacaoLinha,
  type ContratacoesQuery,
  ROTULOS_SITUACAO_CONTRATACAO,
} from '@backoffice/domain/contratacao';
import { dataNegocio, diasEntre, somarDias, somarMeses } from '@backoffice/domain/datas';
import { Badge, Tooltip } from '@mantine/core';

/** The list's filters without the page. */
export type FiltrosContratacoes = Omit<ContratacoesQuery, 'pagina' | 'por_pagina'>;

/** Days from today to the last day of the current month ('Este mês'). */
export function diasAteFimDoMes(hoje: string = dataNegocio()): number {
  const primeiro = `${hoje.slice(0, 8)}01`;
  return diasEntre(hoje, somarDias(somarMeses(primeiro, 1), -1));
}

/** Days left as a badge: 7 or fewer red, 30 or fewer yellow. */
export function BadgeDiasRestantes({ dias }: { dias: number | null }) {
  if (dias === null) return <>—</>;
  const cor = dias <= 7 ? 'red' : dias <= 30 ? 'yellow' : 'gray';
  return (
    <Badge color={cor} variant={cor === 'gray' ? 'light' : 'filled'} data-cor={cor}>
      {dias === 1 ? '1 dia' : `${dias} dias`}
    </Badge>
  );
}

export function BadgeSituacao({ situacao }: { situacao: ContratacaoLinha['ID_SITUACAO'] }) {
  const cor = { A: 'green', E: 'orange', C: 'gray', T: 'blue' }[situacao];
  return (
    <Badge color={cor} variant="light">
      {ROTULOS_SITUACAO_CONTRATACAO[situacao]}
    </Badge>
  );
}

/** The count of what eSocial S-2200 still needs from the record (green when nothing). */
export function BadgeEsocial({ linha }: { linha: ContratacaoLinha }) {
  const n = linha.PENDENCIAS_ADMISSAO.length;
  if (n === 0)
    return (
      <Badge color="green" variant="light" aria-label="eSocial: ficha completa">
        eSocial ✓
      </Badge>
    );
  return (
    <Tooltip label={linha.PENDENCIAS_ADMISSAO.map((p) => p.rotulo).join('; ')} multiline w={260}>
      <Badge color="red" variant="light" aria-label={`eSocial: ${n} ${n === 1 ? 'pendência' : 'pendências'}`}>
        eSocial {n}
      </Badge>
    </Tooltip>
  );
}
