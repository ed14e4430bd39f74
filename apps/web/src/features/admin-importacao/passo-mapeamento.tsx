import { CONTRATOS_IMPORTACAO as C } from '@backoffice/domain/contratos/importacao';
import {
  EXISTENTES_IMPORTACAO,
  type ExistentesImportacao,
  type ImportacaoDetalhe,
  LIMITES_IMPORTACAO,
  MENSAGENS_IMPORTACAO as M,
  type MapeamentoColunas,
} from '@backoffice/domain/importacao';
import { CAMPOS_IMPORTACAO, errosMapeamento } from '@backoffice/domain/importacao-campos';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Grid,
  Group,
  List,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useAcao } from '../../lib/dados';
import { notify } from '../../lib/notify';
import { atualizarDetalhe } from './api-importacao';
import classes from './importacao.module.css';
import { aplicarMapeamentoSalvo, colunasLigadas, obrigatoriosSemColuna } from './mapeamento';
import { MapeamentosSalvos } from './mapeamentos-salvos';
import { TabelaMapeamento } from './tabela-mapeamento';

/** What a refused dry run said: a list of messages, or one. */
export function mensagensDoErro(erro: unknown): string[] {
  if (!(erro instanceof ApiError)) return erro ? ['Não foi possível iniciar a conferência.'] : [];
  const corpo = erro.corpo as { error?: unknown } | undefined;
  if (Array.isArray(corpo?.error)) return corpo.error.filter((e): e is string => typeof e === 'string');
  return [erro.mensagem];
}

export interface PassoMapeamentoProps {
  importacao: ImportacaoDetalhe;
  /** The dry run started. */
  aoConferir: () => void;
}

/** Step 2: each column of the file tied to a field of the kind, or left out; then the dry run. */
export function PassoMapeamento({ importacao: i, aoConferir }: PassoMapeamentoProps) {
  const qc = useQueryClient();
  const campos = CAMPOS_IMPORTACAO[i.id_tipo];
  const [mapeamento, setMapeamento] = useState<MapeamentoColunas>(() => {
    const inicial: MapeamentoColunas = {};
    for (const coluna of i.cabecalho) inicial[coluna] = i.mapeamento[coluna] ?? null;
    return inicial;
  });
  const [existentes, setExistentes] = useState<ExistentesImportacao>(i.id_existentes);
  const [salvar, setSalvar] = useState(false);
  const [nome, setNome] = useState('');
  const [erroNome, setErroNome] = useState<string | null>(null);
  const [errosLocais, setErrosLocais] = useState<string[]>([]);
  const alertaErros = useRef<HTMLDivElement>(null);
  const simular = useAcao(C.simular, {
    silencioso: true,
    sucesso: M.simulacaoIniciada,
    aoConcluir: (r) => {
      atualizarDetalhe(qc, r);
      aoConferir();
    },
  });

  const faltando = obrigatoriosSemColuna(campos, mapeamento);
  const ligadas = colunasLigadas(i.cabecalho, mapeamento);
  const erros = errosLocais.length > 0 ? errosLocais : mensagensDoErro(simular.error);

  function mudar(novo: MapeamentoColunas) {
    setMapeamento(novo);
    if (errosLocais.length) setErrosLocais(errosMapeamento(i.id_tipo, i.cabecalho, novo));
  }

  function conferir() {
    const locais = errosMapeamento(i.id_tipo, i.cabecalho, mapeamento);
    const nomeErro = salvar && !nome.trim() ? M.mapeamentoNome : null;
    setErroNome(nomeErro);
    setErrosLocais(locais);
    if (locais.length) {
      requestAnimationFrame(() => alertaErros.current?.focus());
      return;
    }
    if (nomeErro) return;
    simular.reset();
    simular.mutate({
      params: { cd_importacao: i.cd_importacao },
      corpo: {
        mapeamento,
        id_existentes: existentes,
        ...(salvar ? { nm_mapeamento: nome.trim() } : {}),
      },
    });
  }

  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <div>
              <Title order={3} size="h4">
                Ligue as colunas do arquivo aos campos
              </Title>
              <Text size="sm" c="dimmed">
                As colunas com nomes conhecidos já foram ligadas. Confira os exemplos de cada uma e escolha
                “Não importar” para as que não interessam.
              </Text>
            </div>
            <Group gap="xs" role="status" data-testid="situacao-mapeamento">
              <Text size="sm">
                {ligadas} de {i.cabecalho.length} colunas ligadas a campos.
              </Text>
              {faltando.length === 0 ? (
                <Text size="sm" c="green" fw={600}>
                  Todos os campos obrigatórios têm uma coluna.
                </Text>
              ) : (
                <Text size="sm" c="red" fw={600} data-testid="obrigatorios-faltando">
                  Falta ligar {faltando.length === 1 ? 'o campo obrigatório' : 'os campos obrigatórios'}{' '}
                  {faltando.map((c) => c.rotulo).join(', ')}.
                </Text>
              )}
            </Group>
            <TabelaMapeamento
              campos={campos}
              cabecalho={i.cabecalho}
              amostra={i.amostra}
              mapeamento={mapeamento}
              aoMudar={mudar}
            />
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }} className={classes.lateral}>
        <Stack gap="md">
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Stack gap="xs">
                <Title order={3} size="h5">
                  Mapeamentos salvos
                </Title>
                <MapeamentosSalvos
                  tipo={i.id_tipo}
                  aoAplicar={(salvo, nomeSalvo) => {
                    const r = aplicarMapeamentoSalvo(i.cabecalho, mapeamento, salvo, campos);
                    mudar(r.mapeamento);
                    notify.sucesso(
                      `Mapeamento ${nomeSalvo} aplicado: ${r.reconhecidas} de ${i.cabecalho.length} colunas reconhecidas.`,
                    );
                  }}
                />
                <Checkbox
                  label="Salvar este mapeamento para os próximos arquivos"
                  checked={salvar}
                  onChange={(e) => {
                    setSalvar(e.currentTarget.checked);
                    setErroNome(null);
                  }}
                />
                {salvar && (
                  <TextInput
                    label="Nome do mapeamento"
                    placeholder="Ex.: Exportação do sistema antigo"
                    value={nome}
                    onChange={(e) => {
                      setNome(e.currentTarget.value);
                      if (erroNome) setErroNome(null);
                    }}
                    maxLength={LIMITES_IMPORTACAO.nomeMapeamento}
                    error={erroNome}
                    required
                    data-autofocus
                  />
                )}
              </Stack>
              <Divider />
              <Radio.Group
                label="Registros que já estão na base"
                description="Quando uma linha corresponde a um cadastro existente:"
                value={existentes}
                onChange={(v) => setExistentes(v as ExistentesImportacao)}
              >
                <Stack gap="xs" mt="xs">
                  <Radio
                    value="A"
                    label={EXISTENTES_IMPORTACAO.A}
                    description="Os valores das colunas ligadas substituem os da base."
                  />
                  <Radio
                    value="I"
                    label={EXISTENTES_IMPORTACAO.I}
                    description="A linha é pulada e o cadastro não muda."
                  />
                </Stack>
              </Radio.Group>
            </Stack>
          </Paper>
          {erros.length > 0 && (
            <Alert
              ref={alertaErros}
              tabIndex={-1}
              color="red"
              title="Ajuste o mapeamento"
              role="alert"
              data-testid="erros-mapeamento"
            >
              <List size="sm">
                {erros.map((e) => (
                  <List.Item key={e}>{e}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Stack gap={4}>
            <Button
              size="md"
              leftSection={<IconListCheck size={18} aria-hidden />}
              onClick={conferir}
              loading={simular.isPending}
            >
              Conferir linhas
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              Nada é gravado na conferência: você vê antes o que será importado.
            </Text>
          </Stack>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
