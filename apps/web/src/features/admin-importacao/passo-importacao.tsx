import { CONTRATOS_IMPORTACAO as C } from '@backoffice/domain/contratos/importacao';
import { formatarDataHora } from '@backoffice/domain/datas';
import { type ImportacaoDetalhe, MENSAGENS_IMPORTACAO as M } from '@backoffice/domain/importacao';
import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconDownload, IconPlayerPlay, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { useAcao } from '../../lib/dados';
import { atualizarDetalhe, baixarRelatorio } from './api-importacao';
import { Contagens } from './contagens';
import classes from './importacao.module.css';
import { ProgressoEtapa } from './progresso-etapa';
import { RelatorioLinhas } from './relatorio-linhas';
import { importaveis, plural } from './situacao-importacao';

export interface PassoImportacaoProps {
  importacao: ImportacaoDetalhe;
  aoNova: () => void;
  /** Starts the interrupted step again (the import, or the dry run when it was that). */
  aoRetomar: () => void;
  retomando: boolean;
}

/** Step 4: the import running, then what it did; an interrupted one offers to go on. */
export function PassoImportacao({ importacao: i, aoNova, aoRetomar, retomando }: PassoImportacaoProps) {
  const qc = useQueryClient();
  const [confirmar, setConfirmar] = useState(false);
  const [baixando, setBaixando] = useState(false);
  const cancelar = useAcao(C.cancelar, {
    sucesso: M.importacaoCancelada,
    aoConcluir: (r) => {
      atualizarDetalhe(qc, r);
      setConfirmar(false);
    },
  });

  if (i.id_situacao === 'importando') {
    return (
      <>
        <ProgressoEtapa
          titulo="Importando"
          explicacao="As linhas conferidas estão sendo gravadas na base. Você pode sair desta tela: a importação continua."
          importacao={i}
          total={importaveis(i)}
          aoCancelar={() => setConfirmar(true)}
          cancelando={cancelar.isPending}
        />
        <ConfirmDialog
          opened={confirmar}
          title="Cancelar a importação?"
          message="A importação para na próxima linha. O que já foi gravado fica na base, e você pode retomar depois de onde parou."
          confirmLabel="Cancelar importação"
          cancelLabel="Continuar importando"
          confirmColor="red"
          loading={cancelar.isPending}
          onConfirm={() => cancelar.mutate({ params: { cd_importacao: i.cd_importacao } })}
          onCancel={() => setConfirmar(false)}
        />
      </>
    );
  }

  const concluida = i.id_situacao === 'concluida';
  const resultado = (
    <Contagens
      rotulo="Resultado da importação"
      itens={[
        { rotulo: 'Inseridas', valor: i.nr_inseridas, cor: 'green', dica: 'Cadastros novos.' },
        {
          rotulo: 'Atualizadas',
          valor: i.nr_atualizadas,
          cor: 'blue',
          dica: 'Já existiam e foram atualizados.',
        },
        { rotulo: 'Mantidas', valor: i.nr_ignoradas, dica: 'Já existiam e ficaram como estavam.' },
      ]}
    />
  );
  const botaoRelatorio = (
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
  );

  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          {concluida ? (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon color="green" radius="xl" size={32} aria-hidden>
                <IconCheck size={18} />
              </ThemeIcon>
              <div>
                <Title order={3} size="h4">
                  Importação concluída
                </Title>
                <Text size="sm" c="dimmed">
                  {plural(importaveis(i), 'linha gravada', 'linhas gravadas')}
                  {i.dt_fim ? ` em ${formatarDataHora(i.dt_fim)}` : ''}.
                  {i.nr_erros > 0 &&
                    ` ${plural(i.nr_erros, 'linha com erro ficou', 'linhas com erro ficaram')} de fora.`}
                </Text>
              </div>
            </Group>
          ) : (
            <Alert
              color={i.id_situacao === 'falhou' ? 'red' : 'orange'}
              title={
                i.id_situacao === 'falhou'
                  ? 'A importação foi interrompida por um erro'
                  : 'Importação cancelada'
              }
            >
              <Stack gap="xs">
                {i.ds_erro && <Text size="sm">{i.ds_erro}</Text>}
                <Text size="sm">
                  O que já foi gravado fica na base. Retome para gravar as linhas que faltam: as já gravadas
                  não são repetidas.
                </Text>
                <Group>
                  <Button
                    leftSection={<IconPlayerPlay size={16} aria-hidden />}
                    onClick={aoRetomar}
                    loading={retomando}
                  >
                    Retomar
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {resultado}
          {concluida && i.id_tipo === 'candidatos' && (i.nr_inseridas > 0 || i.nr_atualizadas > 0) && (
            <Alert color="blue" variant="light">
              Os candidatos importados já aparecem na pesquisa de candidatos (Seleção › Entrar) e podem ser
              relacionados às vagas.
            </Alert>
          )}
          <RelatorioLinhas importacao={i} />
        </Stack>
      </Paper>
      <Group justify="space-between" className={classes.barraAcoes}>
        {botaoRelatorio}
        {concluida && (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={aoNova}>
            Nova importação
          </Button>
        )}
      </Group>
    </Stack>
  );
}
