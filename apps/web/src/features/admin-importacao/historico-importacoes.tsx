import { formatarDataHora } from '@backoffice/domain/datas';
import { type ImportacaoResumo, ROTULOS_TIPO_IMPORTACAO } from '@backoffice/domain/importacao';
import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconDatabaseImport, IconUpload } from '@tabler/icons-react';
import {
  AcoesDaLinha,
  type ColunaLista,
  comoData,
  TabelaLista,
  TextoLinha,
} from '../../components/lista/tabela-lista';
import { ERRO_LISTA, useImportacoes } from './api-importacao';
import { BotoesModelo } from './modelo-importacao';
import { jaGravou, numero, SituacaoBadge, tamanhoArquivo } from './situacao-importacao';

export interface HistoricoImportacoesProps {
  aoAbrir: (cd: number) => void;
  aoNova: () => void;
}

function Contagens({ itens }: { itens: readonly [number, string][] }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {itens.map(([n, rotulo], i) => (
        <span key={rotulo}>
          {i > 0 && <span aria-hidden> · </span>}
          <span title={rotulo}>
            {numero(n)}
            <Text span size="xs" c="dimmed">
              {' '}
              {rotulo}
            </Text>
          </span>
        </span>
      ))}
    </Text>
  );
}

/** The dry run went through the file (a failed or cancelled one leaves no counts). */
const conferida = (i: ImportacaoResumo) =>
  i.id_situacao !== 'carregada' && i.id_situacao !== 'simulando' && i.nr_linhas > 0;

const COLUNAS: ColunaLista<ImportacaoResumo>[] = [
  {
    id: 'arquivo',
    titulo: 'Arquivo',
    ordenar: (i) => i.nm_arquivo,
    celula: (i) => (
      <Stack gap={0}>
        <TextoLinha>{i.nm_arquivo}</TextoLinha>
        <Text size="xs" c="dimmed">
          {i.id_formato.toUpperCase()} · {tamanhoArquivo(i.nr_bytes)}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'tipo',
    titulo: 'Tipo',
    ordenar: (i) => ROTULOS_TIPO_IMPORTACAO[i.id_tipo],
    celula: (i) => ROTULOS_TIPO_IMPORTACAO[i.id_tipo],
  },
  { id: 'usuario', titulo: 'Enviado por', ordenar: (i) => i.nm_usuario, celula: (i) => i.nm_usuario ?? '–' },
  {
    id: 'quando',
    titulo: 'Enviado em',
    ordenar: (i) => comoData(i.criado_em),
    celula: (i) => formatarDataHora(i.criado_em),
  },
  {
    id: 'situacao',
    titulo: 'Situação',
    ordenar: (i) => i.id_situacao,
    celula: (i) => <SituacaoBadge situacao={i.id_situacao} />,
  },
  {
    id: 'linhas',
    titulo: 'Linhas conferidas',
    celula: (i) =>
      conferida(i) ? (
        <Contagens
          itens={[
            [i.nr_validas, 'válidas'],
            [i.nr_avisos, 'avisos'],
            [i.nr_erros, 'erros'],
          ]}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {i.id_situacao === 'simulando' ? `${numero(i.nr_processadas)} lidas até agora` : 'A conferir'}
        </Text>
      ),
  },
  {
    id: 'resultado',
    titulo: 'Resultado',
    celula: (i) =>
      jaGravou(i) ? (
        <Contagens
          itens={[
            [i.nr_inseridas, 'inseridas'],
            [i.nr_atualizadas, 'atualizadas'],
            [i.nr_ignoradas, 'mantidas'],
          ]}
        />
      ) : (
        <Text size="sm" c="dimmed">
          –
        </Text>
      ),
  },
];

/** The first visit: what an import is for and where to start. */
function PrimeiraImportacao({ aoNova }: { aoNova: () => void }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" maw={640} mx="auto" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconDatabaseImport size={26} />
        </ThemeIcon>
        <Title order={3} size="h4">
          Traga os dados do sistema anterior
        </Title>
        <Text c="dimmed">
          Escolha o tipo de cadastro e envie um CSV ou XLSX exportado do sistema anterior. Antes de gravar
          qualquer coisa, as linhas são conferidas e você vê o que será importado e o que precisa de correção.
        </Text>
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={aoNova} mt="xs">
          Nova importação
        </Button>
        <Text size="sm" c="dimmed" mt="md">
          Não sabe por onde começar? Baixe um modelo, preencha e envie:
        </Text>
        <BotoesModelo />
      </Stack>
    </Paper>
  );
}

/** Administração › Importação: the imports made so far, and the way to a new one. */
export function HistoricoImportacoes({ aoAbrir, aoNova }: HistoricoImportacoesProps) {
  const lista = useImportacoes();
  const vazia = lista.data?.importacoes.length === 0;
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h3">
            Importação
          </Title>
          <Text size="sm" c="dimmed">
            Candidatos, clientes com contatos, usuários e vagas abertas de outro sistema.
          </Text>
        </Stack>
        {!vazia && (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={aoNova}>
            Nova importação
          </Button>
        )}
      </Group>
      {lista.isError && (
        <Alert color="red" title={ERRO_LISTA}>
          <Group gap="sm">
            <Text size="sm">Verifique a conexão e tente de novo.</Text>
            <Button size="xs" variant="default" onClick={() => void lista.refetch()}>
              Tentar de novo
            </Button>
          </Group>
        </Alert>
      )}
      {vazia ? (
        <PrimeiraImportacao aoNova={aoNova} />
      ) : (
        !lista.isError && (
          <TabelaLista
            rotulo="Importações"
            colunas={COLUNAS}
            linhas={lista.data?.importacoes}
            carregando={lista.isPending}
            chave={(i) => i.cd_importacao}
            aoAbrirLinha={(i) => aoAbrir(i.cd_importacao)}
            ordenacaoInicial={{ id: 'quando', desc: true }}
            larguraMinima={960}
            acoes={(i) => (
              <AcoesDaLinha
                rotulo={`Ações da importação de ${i.nm_arquivo}`}
                acoes={[
                  {
                    rotulo: 'Abrir',
                    nome: `Abrir a importação de ${i.nm_arquivo}`,
                    icone: <IconArrowRight size={18} aria-hidden />,
                    aoClicar: () => aoAbrir(i.cd_importacao),
                  },
                ]}
              />
            )}
          />
        )
      )}
      {!vazia && lista.data && (
        <Group gap="xs" align="center">
          <Text size="sm" c="dimmed">
            Modelos de planilha:
          </Text>
          <BotoesModelo tamanho="xs" />
        </Group>
      )}
    </Stack>
  );
}
