import type { AcaoLoteResposta } from '@backoffice/domain/acoes-lote';
import { ROTULOS_ACAO_LOTE } from '@backoffice/domain/acoes-lote';
import { ESTAGIOS_QUADRO, ROTULOS_COLUNA_QUADRO } from '@backoffice/domain/quadro-vaga';
import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { desfazerLote } from './api-lote';
import { type AcaoDialogo, type CandidatoLote, DialogoLote } from './dialogo-lote';
import { mostrarAcaoAplicada } from './toast-desfazer';

/** Renders the modal that forwards the candidates to a client contact; `fechar` closes it. */
export type RenderEncaminhar = (candidatos: readonly CandidatoLote[], fechar: () => void) => ReactNode;

export interface BarraLoteProps {
  nrVaga: number;
  /** The selected candidates. */
  candidatos: readonly CandidatoLote[];
  onLimpar: () => void;
  /** The forwarding modal, plugged in by the page; without it the action is not offered. */
  renderEncaminhar?: RenderEncaminhar;
}

/**
 * The bar of the selected candidates (list and board): how many, 'Limpar', and the bulk actions —
 * move, reject, send a message, add to a group, forward to the client. Each asks for confirmation and
 * ends in a toast with 'Desfazer' while the action can be undone.
 */
export function BarraLote({ nrVaga, candidatos, onLimpar, renderEncaminhar }: BarraLoteProps) {
  const qc = useQueryClient();
  const [acao, setAcao] = useState<AcaoDialogo | null>(null);
  const [encaminhando, setEncaminhando] = useState(false);
  const n = candidatos.length;
  if (n === 0 && !acao && !encaminhando) return null;

  function aplicada(r: AcaoLoteResposta) {
    setAcao(null);
    onLimpar();
    mostrarAcaoAplicada(r, (id) => desfazerLote(qc, id));
  }

  return (
    <>
      {n > 0 && (
        <Paper
          withBorder
          shadow="xs"
          p="xs"
          role="region"
          aria-label="Ações em lote"
          style={{ position: 'sticky', top: 0, zIndex: 3 }}
        >
          <Group gap="xs" justify="space-between">
            <Group gap="xs">
              <Text size="sm" fw={600} aria-live="polite">
                {n === 1 ? '1 selecionado' : `${n} selecionados`}
              </Text>
              <Button size="compact-sm" variant="subtle" onClick={onLimpar}>
                Limpar
              </Button>
            </Group>
            <Group gap="xs">
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button
                    size="compact-sm"
                    variant="light"
                    rightSection={<IconChevronDown size={14} aria-hidden />}
                  >
                    Mover para…
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {ESTAGIOS_QUADRO.map((e) => (
                    <Menu.Item key={e} onClick={() => setAcao({ tipo: 'mover', estagio: e })}>
                      {ROTULOS_COLUNA_QUADRO[String(e) as '3' | '4' | '5']}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => setAcao({ tipo: 'reprovar' })}
              >
                {ROTULOS_ACAO_LOTE.reprovar}
              </Button>
              <Button size="compact-sm" variant="light" onClick={() => setAcao({ tipo: 'mensagem' })}>
                {ROTULOS_ACAO_LOTE.mensagem}
              </Button>
              <Button size="compact-sm" variant="light" onClick={() => setAcao({ tipo: 'grupo' })}>
                {ROTULOS_ACAO_LOTE.grupo}
              </Button>
              {renderEncaminhar && (
                <Button size="compact-sm" variant="light" onClick={() => setEncaminhando(true)}>
                  {ROTULOS_ACAO_LOTE.encaminhar}
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      )}
      {acao && (
        <DialogoLote
          nrVaga={nrVaga}
          acao={acao}
          candidatos={candidatos}
          onClose={() => setAcao(null)}
          onAplicada={aplicada}
        />
      )}
      {encaminhando && renderEncaminhar?.(candidatos, () => setEncaminhando(false))}
    </>
  );
}
