import type { AcaoLoteResposta, DesfazerLoteResposta } from '@backoffice/domain/acoes-lote';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatCurrency } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { FALHA_DESFAZER, ML, msParaDesfazer } from './api-lote';

function ConteudoAplicada({
  resposta,
  aoDesfazer,
}: {
  resposta: AcaoLoteResposta;
  aoDesfazer: (() => Promise<void>) | null;
}) {
  const [desfazendo, setDesfazendo] = useState(false);
  return (
    <Stack gap={4}>
      <Text size="sm">{ML.aplicada(resposta.aplicados)}</Text>
      {resposta.custo_estimado !== null && (
        <Text size="xs" c="gray.7">
          Custo estimado: {formatCurrency(resposta.custo_estimado)}
        </Text>
      )}
      {resposta.recusados.length > 0 && (
        <Text size="xs" c="gray.7">
          {resposta.recusados.length} candidato(s) ficaram de fora.
        </Text>
      )}
      {aoDesfazer && (
        <Group>
          <Button
            size="compact-sm"
            variant="light"
            loading={desfazendo}
            onClick={() => {
              setDesfazendo(true);
              void aoDesfazer().finally(() => setDesfazendo(false));
            }}
          >
            Desfazer
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** What an undo did: how many were restored, who was kept as someone else left them, what was sent. */
export function ResultadoDesfazer({ r }: { r: DesfazerLoteResposta }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{ML.desfeita(r.restaurados)}</Text>
      {r.mantidos.length > 0 && (
        <>
          <Text size="xs" fw={600}>
            Mantidos como estavam:
          </Text>
          <List size="xs">
            {r.mantidos.map((m) => (
              <List.Item key={m.cd_pessoa_candidato}>
                {m.nm_pessoa ?? `Código ${m.cd_pessoa_candidato}`}: {m.motivo}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {r.envios.length > 0 && (
        <>
          <Text size="xs" fw={600}>
            Mensagens já enviadas (não são desfeitas):
          </Text>
          <List size="xs">
            {r.envios.map((e) => (
              <List.Item key={`${e.cd_pessoa_candidato}-${e.canal}`}>
                {e.nm_pessoa ?? `Código ${e.cd_pessoa_candidato}`} ({e.canal})
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/** The toast of the latest bulk action: only the latest can be undone, so a new one replaces it. */
let toastAnterior: string | null = null;

/**
 * The toast of an applied bulk action: 'Ação aplicada a N candidato(s)' with a 'Desfazer' button kept
 * for what is left of the undo window; undoing closes it and shows what the undo did. The toast of
 * an earlier action closes (its undo is no longer allowed).
 */
export function mostrarAcaoAplicada(
  resposta: AcaoLoteResposta,
  desfazer: (id: number) => Promise<DesfazerLoteResposta>,
): string {
  const ms = msParaDesfazer(resposta.desfazer_ate);
  const id = `acao-lote-${resposta.id_acao_lote}`;
  const aoDesfazer =
    ms > 0
      ? async () => {
          try {
            const r = await desfazer(resposta.id_acao_lote);
            notify.fechar(id);
            notify.sucesso(<ResultadoDesfazer r={r} />, { autoClose: 12_000 });
          } catch (e) {
            if (!(e instanceof ApiError)) notify.erro(FALHA_DESFAZER);
          }
        }
      : null;
  if (toastAnterior && toastAnterior !== id) notify.fechar(toastAnterior);
  toastAnterior = id;
  return notify.sucesso(<ConteudoAplicada resposta={resposta} aoDesfazer={aoDesfazer} />, {
    id,
    autoClose: ms > 0 ? ms : undefined,
  });
}
