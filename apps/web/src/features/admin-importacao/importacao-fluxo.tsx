import { CONTRATOS_IMPORTACAO as C } from '@backoffice/domain/contratos/importacao';
import { formatarDataHora } from '@backoffice/domain/datas';
import {
  type ImportacaoDetalhe,
  MENSAGENS_IMPORTACAO as M,
  ROTULOS_TIPO_IMPORTACAO,
} from '@backoffice/domain/importacao';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LoadingState } from '../../components/controls/list-states';
import { ApiError } from '../../lib/api-client';
import { useAcao } from '../../lib/dados';
import { atualizarDetalhe, ERRO_IMPORTACAO, useImportacao } from './api-importacao';
import { type Etapa, MolduraImportacao } from './etapas-importacao';
import { PassoConferencia } from './passo-conferencia';
import { PassoImportacao } from './passo-importacao';
import { PassoMapeamento } from './passo-mapeamento';
import { plural, SituacaoBadge, tamanhoArquivo } from './situacao-importacao';

/** An interrupted import stopped in its dry run (not every row was checked), not in the import. */
export function paradaNaConferencia(i: ImportacaoDetalhe): boolean {
  // a dry run that fails drops its rows and counts; an import keeps the dry run's
  return i.nr_linhas === 0 || i.nr_validas + i.nr_avisos + i.nr_erros < i.nr_linhas;
}

/** The step an import is at, from its situation. */
export function etapaDa(i: ImportacaoDetalhe): Etapa {
  switch (i.id_situacao) {
    case 'carregada':
      return 1;
    case 'simulando':
    case 'simulada':
      return 2;
    case 'importando':
    case 'concluida':
      return 3;
    default:
      return paradaNaConferencia(i) ? 2 : 3;
  }
}

export interface ImportacaoFluxoProps {
  cd: number;
  aoVoltar: () => void;
  aoNova: () => void;
}

/** One import, on the step its situation says: reopening it from the history lands there. */
export function ImportacaoFluxo({ cd, aoVoltar, aoNova }: ImportacaoFluxoProps) {
  const qc = useQueryClient();
  const consulta = useImportacao(cd);
  // 'Voltar ao mapeamento' from the report: the mapping again, the report kept until a new dry run
  const [remapear, setRemapear] = useState(false);
  const retomarImportacao = useAcao(C.importar, {
    sucesso: M.importacaoIniciada,
    aoConcluir: (r) => atualizarDetalhe(qc, r),
  });
  const retomarConferencia = useAcao(C.simular, {
    sucesso: M.simulacaoIniciada,
    aoConcluir: (r) => atualizarDetalhe(qc, r),
  });

  const i = consulta.data;
  if (!i) {
    const naoEncontrada = consulta.error instanceof ApiError && consulta.error.status === 404;
    return (
      <MolduraImportacao titulo="Importação" etapa={1} aoVoltar={aoVoltar}>
        {consulta.isError ? (
          <Alert color="red" title={naoEncontrada ? M.naoEncontrada : ERRO_IMPORTACAO}>
            <Group gap="sm">
              {!naoEncontrada && (
                <Button size="xs" variant="default" onClick={() => void consulta.refetch()}>
                  Tentar de novo
                </Button>
              )}
              <Button size="xs" variant="default" onClick={aoVoltar}>
                Ver as importações
              </Button>
            </Group>
          </Alert>
        ) : (
          <LoadingState />
        )}
      </MolduraImportacao>
    );
  }

  const interrompida = i.id_situacao === 'cancelada' || i.id_situacao === 'falhou';
  const conferenciaParada = interrompida && paradaNaConferencia(i);
  const mapeando =
    i.id_situacao === 'carregada' || (remapear && (i.id_situacao === 'simulada' || conferenciaParada));
  const etapa: Etapa = mapeando ? 1 : etapaDa(i);
  const subtitulo = [
    ROTULOS_TIPO_IMPORTACAO[i.id_tipo],
    i.id_formato.toUpperCase(),
    tamanhoArquivo(i.nr_bytes),
    ...(i.nr_linhas > 0 && i.id_situacao !== 'simulando' ? [plural(i.nr_linhas, 'linha', 'linhas')] : []),
    `enviado${i.nm_usuario ? ` por ${i.nm_usuario}` : ''} em ${formatarDataHora(i.criado_em)}`,
  ].join(' · ');

  let passo: ReactNode;
  if (mapeando) {
    passo = <PassoMapeamento key={i.id_situacao} importacao={i} aoConferir={() => setRemapear(false)} />;
  } else if (conferenciaParada) {
    passo = (
      <ConferenciaInterrompida
        importacao={i}
        aoVoltarMapeamento={() => setRemapear(true)}
        aoNova={aoNova}
        retomando={retomarConferencia.isPending}
        aoRetomar={() =>
          retomarConferencia.mutate({
            params: { cd_importacao: i.cd_importacao },
            corpo: { mapeamento: i.mapeamento, id_existentes: i.id_existentes },
          })
        }
      />
    );
  } else if (etapa === 2) {
    passo = <PassoConferencia importacao={i} aoVoltarMapeamento={() => setRemapear(true)} />;
  } else {
    passo = (
      <PassoImportacao
        importacao={i}
        aoNova={aoNova}
        retomando={retomarImportacao.isPending}
        aoRetomar={() => retomarImportacao.mutate({ params: { cd_importacao: i.cd_importacao } })}
      />
    );
  }

  return (
    <MolduraImportacao
      titulo={i.nm_arquivo}
      subtitulo={subtitulo}
      etapa={etapa}
      concluida={i.id_situacao === 'concluida'}
      aoVoltar={aoVoltar}
      extra={<SituacaoBadge situacao={i.id_situacao} />}
    >
      {passo}
    </MolduraImportacao>
  );
}

function ConferenciaInterrompida({
  importacao: i,
  aoRetomar,
  aoVoltarMapeamento,
  aoNova,
  retomando,
}: {
  importacao: ImportacaoDetalhe;
  aoRetomar: () => void;
  aoVoltarMapeamento: () => void;
  aoNova: () => void;
  retomando: boolean;
}) {
  const falhou = i.id_situacao === 'falhou';
  return (
    <Paper withBorder p="lg" radius="md">
      <Alert
        color={falhou ? 'red' : 'orange'}
        title={falhou ? 'A conferência foi interrompida por um erro' : 'Conferência cancelada'}
      >
        <Stack gap="xs">
          {i.ds_erro && <Text size="sm">{i.ds_erro}</Text>}
          <Text size="sm">
            Nada foi gravado na base. Retome para conferir as linhas com o mesmo mapeamento.
          </Text>
          <Group>
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={aoRetomar}
              loading={retomando}
            >
              Retomar
            </Button>
            <Button variant="default" onClick={aoVoltarMapeamento}>
              Voltar ao mapeamento
            </Button>
            <Button variant="default" onClick={aoNova}>
              Enviar outro arquivo
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Paper>
  );
}
