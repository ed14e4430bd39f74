import { type AcaoLoteLinha, ROTULOS_ACAO_LOTE } from '@backoffice/domain/acoes-lote';
import { formatarDataHora } from '@backoffice/domain/datas';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { EmptyState, LoadingState } from '../../../components/controls/list-states';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { consultaAcoesLote, desfazerLote, FALHA_DESFAZER, FALHA_LISTAR } from './api-lote';
import { ResultadoDesfazer } from './toast-desfazer';

function AcaoLote({ a }: { a: AcaoLoteLinha }) {
  const qc = useQueryClient();
  const [desfazendo, setDesfazendo] = useState(false);
  async function desfazer() {
    setDesfazendo(true);
    try {
      const r = await desfazerLote(qc, a.id_acao_lote);
      notify.sucesso(<ResultadoDesfazer r={r} />, { autoClose: 12_000 });
    } catch (e) {
      if (!(e instanceof ApiError)) notify.erro(FALHA_DESFAZER);
    } finally {
      setDesfazendo(false);
    }
  }
  return (
    <Paper withBorder p="xs" component="li" data-acao-lote={a.id_acao_lote}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {ROTULOS_ACAO_LOTE[a.id_tipo]}
            </Text>
            <Text size="xs" c="gray.7">
              {a.nm_usuario ?? `Usuário ${a.cd_usuario}`} · {formatarDataHora(a.criado_em)}
            </Text>
          </Group>
          {a.ds_resumo && <Text size="sm">{a.ds_resumo}</Text>}
          <Group gap={6}>
            <Badge size="sm" variant="light" color="teal">
              {a.qt_aplicados} aplicado(s)
            </Badge>
            {a.qt_recusados > 0 && (
              <Badge size="sm" variant="light" color="gray">
                {a.qt_recusados} recusado(s)
              </Badge>
            )}
          </Group>
        </Stack>
        {a.desfeito_em ? (
          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            Desfeita em {formatarDataHora(a.desfeito_em)}
          </Text>
        ) : (
          a.pode_desfazer && (
            <Button
              size="compact-sm"
              variant="light"
              loading={desfazendo}
              onClick={() => void desfazer()}
              aria-label={`Desfazer ${ROTULOS_ACAO_LOTE[a.id_tipo].toLowerCase()} de ${formatarDataHora(a.criado_em)}`}
            >
              Desfazer
            </Button>
          )
        )}
      </Group>
    </Paper>
  );
}

/** The bulk actions done on the vacancy's candidates: who, when, what, and undo while it can be. */
export function AcoesLoteVaga({ nrVaga }: { nrVaga: number }) {
  const q = useQuery(consultaAcoesLote(nrVaga));
  const idTitulo = useId();
  return (
    <Stack gap="xs">
      <Title order={4} size="h5" id={idTitulo}>
        Ações em lote
      </Title>
      {q.isPending ? (
        <LoadingState />
      ) : q.isError ? (
        <EmptyState text={FALHA_LISTAR} />
      ) : q.data.length === 0 ? (
        <EmptyState text="Nenhuma ação em lote nesta vaga." />
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-labelledby={idTitulo}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {q.data.map((a) => (
            <AcaoLote key={a.id_acao_lote} a={a} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
