import { CONTRATOS_IMPORTACAO as C } from '@backoffice/domain/contratos/importacao';
import {
  EXISTENTES_IMPORTACAO,
  type ImportacaoDetalhe,
  MENSAGENS_IMPORTACAO as M,
} from '@backoffice/domain/importacao';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDatabaseImport, IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { useAcao } from '../../lib/dados';
import { atualizarDetalhe, baixarRelatorio } from './api-importacao';
import { Contagens } from './contagens';
import classes from './importacao.module.css';
import { ProgressoEtapa } from './progresso-etapa';
import { RelatorioLinhas } from './relatorio-linhas';
import { importaveis, numero, plural } from './situacao-importacao';

export interface PassoConferenciaProps {
  importacao: ImportacaoDetalhe;
  aoVoltarMapeamento: () => void;
}

/** The button's text: 'Importar 1.234 linhas'. */
export function rotuloImportar(n: number): string {
  return `Importar ${plural(n, 'linha', 'linhas')}`;
}

/** Step 3: the dry run running, then its report and the way to the import. */
export function PassoConferencia({ importacao: i, aoVoltarMapeamento }: PassoConferenciaProps) {
  const qc = useQueryClient();
  const params = { cd_importacao: i.cd_importacao };
  const [confirmar, setConfirmar] = useState<'importar' | 'cancelar' | null>(null);
  const [baixando, setBaixando] = useState(false);
  const idMotivo = useId();
  const importar = useAcao(C.importar, {
    sucesso: M.importacaoIniciada,
    aoConcluir: (r) => {
      atualizarDetalhe(qc, r);
      setConfirmar(null);
    },
  });
  const cancelar = useAcao(C.cancelar, {
    sucesso: 'Conferência cancelada.',
    aoConcluir: (r) => {
      atualizarDetalhe(qc, r);
      setConfirmar(null);
    },
  });

  if (i.id_situacao === 'simulando') {
    return (
      <>
        <ProgressoEtapa
          titulo="Conferindo as linhas"
          explicacao="Cada linha é conferida como se fosse importada, mas nada é gravado na base. Você pode sair desta tela: a conferência continua."
          importacao={i}
          total={null}
          rodape={
            <Text size="sm" c="dimmed" className={classes.numeros}>
              Até agora: {plural(i.nr_validas, 'válida', 'válidas')} ·{' '}
              {plural(i.nr_avisos, 'aviso', 'avisos')} · {plural(i.nr_erros, 'erro', 'erros')}
            </Text>
          }
          aoCancelar={() => setConfirmar('cancelar')}
          cancelando={cancelar.isPending}
        />
        <ConfirmDialog
          opened={confirmar === 'cancelar'}
          title="Cancelar a conferência?"
          message="A conferência para aqui. Nada foi gravado na base; você pode conferir de novo depois."
          confirmLabel="Cancelar conferência"
          cancelLabel="Continuar"
          confirmColor="red"
          loading={cancelar.isPending}
          onConfirm={() => cancelar.mutate({ params })}
          onCancel={() => setConfirmar(null)}
        />
      </>
    );
  }

  const n = importaveis(i);
  const semValidas = n === 0;
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <div>
            <Title order={3} size="h4">
              Resultado da conferência
            </Title>
            <Text size="sm" c="dimmed">
              {plural(i.nr_linhas, 'linha conferida', 'linhas conferidas')}. Nada foi gravado ainda.
            </Text>
          </div>
          <Contagens
            rotulo="Resultado da conferência"
            itens={[
              { rotulo: 'Válidas', valor: i.nr_validas, cor: 'green', dica: 'Serão importadas.' },
              {
                rotulo: 'Avisos',
                valor: i.nr_avisos,
                cor: 'yellow',
                dica: 'Serão importadas; veja o aviso.',
              },
              { rotulo: 'Erros', valor: i.nr_erros, cor: 'red', dica: 'Não serão importadas.' },
            ]}
          />
          {i.nr_erros > 0 && !semValidas && (
            <Alert color="yellow" variant="light">
              {plural(i.nr_erros, 'linha com erro fica', 'linhas com erro ficam')} de fora. Importe agora as
              outras e traga as corrigidas depois, em outro arquivo, ou corrija o arquivo e envie-o de novo.
            </Alert>
          )}
          <RelatorioLinhas importacao={i} />
        </Stack>
      </Paper>
      <Group justify="space-between" align="flex-start" className={classes.barraAcoes}>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={aoVoltarMapeamento}
          >
            Voltar ao mapeamento
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={baixando}
            onClick={() => {
              setBaixando(true);
              baixarRelatorio(i.cd_importacao, i.nm_arquivo)
                .catch(() => undefined)
                .finally(() => setBaixando(false));
            }}
          >
            Baixar relatório (CSV)
          </Button>
        </Group>
        <Stack gap={4} align="flex-end">
          <Button
            leftSection={<IconDatabaseImport size={16} aria-hidden />}
            disabled={semValidas}
            aria-describedby={semValidas ? idMotivo : undefined}
            onClick={() => setConfirmar('importar')}
          >
            {rotuloImportar(n)}
          </Button>
          {semValidas && (
            <Text size="sm" c="dimmed" id={idMotivo} maw={360} ta="right">
              {M.nadaParaImportar} Corrija o arquivo e envie-o de novo.
            </Text>
          )}
        </Stack>
      </Group>
      <ConfirmDialog
        opened={confirmar === 'importar'}
        title={`${rotuloImportar(n)}?`}
        message={
          <Stack gap="xs">
            <Text>
              {n === 1 ? 'A linha válida' : `As ${numero(n)} linhas válidas`} de {i.nm_arquivo}{' '}
              {n === 1 ? 'será gravada' : 'serão gravadas'} na base.
              {i.nr_erros > 0 &&
                ` ${i.nr_erros === 1 ? 'A linha com erro fica' : `As ${numero(i.nr_erros)} linhas com erro ficam`} de fora.`}
            </Text>
            <Text size="sm" c="dimmed">
              Registros que já existem na base: {EXISTENTES_IMPORTACAO[i.id_existentes].toLowerCase()}.
            </Text>
          </Stack>
        }
        confirmLabel="Importar"
        cancelLabel="Voltar"
        loading={importar.isPending}
        onConfirm={() => importar.mutate({ params })}
        onCancel={() => setConfirmar(null)}
      />
    </Stack>
  );
}
