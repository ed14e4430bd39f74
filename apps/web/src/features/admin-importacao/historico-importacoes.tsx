import { formatarDataHora } from '@backoffice/domain/datas';
import { type ImportacaoResumo, ROTULOS_TIPO_IMPORTACAO } from '@backoffice/domain/importacao';
import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconDatabaseImport, IconUpload } from '@tabler/icons-react';
import { AcoesDaLinha, type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { ERRO_LISTA, useImportacoes } from './api-importacao';
import classes from './importacao.module.css';
import { BotoesModelo } from './modelo-importacao';
import { jaGravou, numero, SituacaoBadge, tamanhoArquivo } from './situacao-importacao';

export interface HistoricoImportacoesProps {
  aoAbrir: (cd: number) => void;
  aoNova: () => void;
}

/** The counts that are not zero, '53 avisos · 17 erros'; 'nenhuma' when all are. */
function Contagens({ itens }: { itens: readonly [number, string, string][] }) {
  const mostrados = itens.filter(([n]) => n > 0);
  if (!mostrados.length)
    return (
      <Text size="sm" c="gray.7">
        nenhuma
      </Text>
    );
  return (
    <Text size="sm" className={classes.numeros}>
      {mostrados.map(([n, um, varios], i) => (
        <span key={varios} style={{ whiteSpace: 'nowrap' }}>
          {i > 0 && <span aria-hidden> · </span>}
          {numero(n)} {n === 1 ? um : varios}
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
      <Stack gap={0} miw={180}>
        <Text size="sm" fw={500} lineClamp={2} title={i.nm_arquivo} style={{ overflowWrap: 'anywhere' }}>
          {i.nm_arquivo}
        </Text>
        <Text size="xs" c="gray.7">
          {ROTULOS_TIPO_IMPORTACAO[i.id_tipo]} · {i.id_formato.toUpperCase()} · {tamanhoArquivo(i.nr_bytes)}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'enviado',
    titulo: 'Enviado',
    ordenar: (i) => comoData(i.criado_em),
    celula: (i) => (
      <Stack gap={0}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatarDataHora(i.criado_em)}
        </Text>
        {i.nm_usuario && (
          <Text size="xs" c="gray.7" lineClamp={1} title={i.nm_usuario}>
            por {i.nm_usuario}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'situacao',
    titulo: 'Situação',
    ordenar: (i) => i.id_situacao,
    celula: (i) => <SituacaoBadge situacao={i.id_situacao} />,
  },
  {
    id: 'linhas',
    titulo: 'Conferência',
    celula: (i) =>
      conferida(i) ? (
        <Contagens
          itens={[
            [i.nr_validas, 'válida', 'válidas'],
            [i.nr_avisos, 'aviso', 'avisos'],
            [i.nr_erros, 'erro', 'erros'],
          ]}
        />
      ) : (
        <Text size="sm" c="gray.7">
          {i.id_situacao === 'simulando' ? `${numero(i.nr_processadas)} lidas até agora` : 'a conferir'}
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
            [i.nr_inseridas, 'inserida', 'inseridas'],
            [i.nr_atualizadas, 'atualizada', 'atualizadas'],
            [i.nr_ignoradas, 'mantida', 'mantidas'],
          ]}
        />
      ) : (
        <Text size="sm" c="gray.7">
          {i.id_situacao === 'importando' ? `${numero(i.nr_processadas)} gravadas até agora` : '–'}
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
            ordenacaoInicial={{ id: 'enviado', desc: true }}
            larguraMinima={820}
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
