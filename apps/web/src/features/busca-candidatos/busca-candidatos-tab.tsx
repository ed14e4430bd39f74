import {
  type BuscaCandidatoLinha,
  caminhoFiltrosBusca,
  filtrosDoPainel,
  LIMITES_BUSCA_CANDIDATOS as L,
  lerFiltrosBusca,
  limiteAtingido,
  MENSAGENS_BUSCA_CANDIDATOS as M,
  type PainelBusca,
  pesquisaBuscaCandidatos,
} from '@backoffice/domain/candidato-busca';
import { normalizarBusca } from '@backoffice/domain/controles';
import { formatarData, formatarDataHora } from '@backoffice/domain/datas';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Collapse,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconEdit, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { CpfInput } from '../../components/controls/masked-input';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { CidadePicker, EstadoPicker } from '../../components/pickers/location-pickers';
import { useCidades } from '../../components/pickers/picker-queries';
import { ApiError } from '../../lib/api-client';
import { useFormulario } from '../../lib/formulario/formulario';
import { notify } from '../../lib/notify';
import { useUsuario } from '../../lib/sessao';
import { useTabs } from '../../lib/tabs';
import { type BuscaPedida, useBuscaCandidatos, useCidadePadrao } from './api-busca-candidatos';

const PAINEL_VAZIO: PainelBusca = {
  nr_documento_cpf: '',
  nm_pessoa: '',
  cd_pessoa: '',
  id_bloqueado: 'N',
  cd_uf: null,
  nm_cidade: null,
};

/**
 * The select's clear button, reachable by keyboard and named (Mantine hides it from both): a
 * search across every state needs the state cleared.
 */
const botaoLimpar = (rotulo: string) => ({
  'aria-label': rotulo,
  'aria-hidden': false,
  tabIndex: 0,
  // 28 px: a target of at least 24 px (WCAG 2.2)
  size: 'md',
});

const COLUNAS: ColunaLista<BuscaCandidatoLinha>[] = [
  {
    id: 'codigo',
    titulo: 'Código',
    celula: (l) => l.CODIGO_PESSOA,
    ordenar: (l) => l.CODIGO_PESSOA,
    largura: 100,
  },
  {
    id: 'nome',
    titulo: 'Nome',
    celula: (l) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{l.NOME_PESSOA}</Text>
        {l.ID_DESTAQUE === 'S' && (
          <Badge color="orange" variant="filled" size="sm" title="Candidato em destaque">
            HOT
          </Badge>
        )}
        {l.ID_BLOQUEADO === 'S' && (
          <Badge color="red" variant="light" size="sm">
            Bloqueado
          </Badge>
        )}
      </Group>
    ),
    ordenar: (l) => l.NOME_PESSOA,
  },
  {
    id: 'cidade',
    titulo: 'Cidade',
    celula: (l) => (l.CIDADE ? `${l.CIDADE}${l.UF ? ` - ${l.UF}` : ''}` : '-'),
    ordenar: (l) => l.CIDADE,
  },
  {
    id: 'criado',
    titulo: 'Criado em',
    celula: (l) => formatarData(l.DATA_CRIACAO),
    ordenar: (l) => comoData(l.DATA_CRIACAO),
  },
  {
    id: 'alterado',
    titulo: 'Alterado em',
    celula: (l) => formatarDataHora(l.ALTERADO_EM),
    ordenar: (l) => comoData(l.ALTERADO_EM),
  },
  {
    id: 'alteradoPor',
    titulo: 'Alterado por',
    celula: (l) => l.ALTERADO_POR ?? '-',
    ordenar: (l) => l.ALTERADO_POR,
  },
];

/**
 * Busca de Candidatos (spec 001 §2.14): CPF, name, code, 'Apenas bloqueados', state and city (starting
 * at the user's default city); Enter applies the filters while the panel is open. At most 200 rows,
 * with the spec's warning when the count reaches the cap; each row opens the candidate's data.
 */
export function BuscaCandidatosTab() {
  const usuario = useUsuario();
  const tabs = useTabs();
  const idPainel = useId();
  const padrao = useCidadePadrao(usuario?.user_sip ?? null, usuario?.cd_unid ?? null);
  const f = useFormulario(pesquisaBuscaCandidatos, PAINEL_VAZIO, filtrosDoPainel);
  const [aberto, setAberto] = useState(true);
  const [busca, setBusca] = useState<BuscaPedida | null>(null);
  const { linhas, contagem } = useBuscaCandidatos(busca);
  const uf = f.valor('cd_uf');
  const cidade = f.valor('nm_cidade');
  const cidades = useCidades(uf, 1);

  const comPadrao = (p: PainelBusca): PainelBusca =>
    padrao ? { ...p, cd_uf: padrao.CD_UF, nm_cidade: padrao.NM_CIDADE } : p;

  // the default place arrives once
  const padraoAplicado = useRef(false);
  useEffect(() => {
    if (padraoAplicado.current || !padrao) return;
    padraoAplicado.current = true;
    f.form.setValue('cd_uf', padrao.CD_UF);
    f.form.setValue('nm_cidade', padrao.NM_CIDADE);
  }, [padrao, f.form]);
  // the city as the state's list writes it (the default may come as 'JOINVILLE')
  const grafia = cidade
    ? cidades.data?.find((c) => normalizarBusca(c.NM_CIDADE) === normalizarBusca(cidade))
    : undefined;
  useEffect(() => {
    if (grafia && grafia.NM_CIDADE !== f.form.getValues('nm_cidade'))
      f.form.setValue('nm_cidade', grafia.NM_CIDADE);
  }, [grafia, f.form]);

  const limite = contagem.data ? limiteAtingido(contagem.data.TOTAL) : false;
  useEffect(() => {
    if (limite) notify.aviso(M.avisoLimite, { id: 'busca-candidatos-limite' });
  }, [limite]);

  const pesquisar = f.aoEnviar(async (filtros) => {
    const caminho = caminhoFiltrosBusca(filtros);
    // the path as the server reads it (a '/' typed in a filter splits it)
    const r = lerFiltrosBusca(caminho);
    if (!r.ok) {
      f.form.setError('root', { type: 'custom', message: r.erros.join(' ') });
      return;
    }
    setBusca((b) => ({ caminho, vez: (b?.vez ?? 0) + 1 }));
  });

  const limpar = () => f.form.reset(comPadrao(PAINEL_VAZIO));

  const pesquisando = linhas.isFetching || contagem.isFetching;
  const identificado = f.valor('nr_documento_cpf').trim() !== '' || f.valor('cd_pessoa').trim() !== '';
  const codigo = f.campo.texto('cd_pessoa');

  return (
    <Stack gap="sm" p="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Busca de Candidatos
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setAberto((a) => !a)}
          aria-expanded={aberto}
          aria-controls={idPainel}
          leftSection={
            aberto ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />
          }
        >
          Filtros
        </Button>
      </Group>

      <Collapse expanded={aberto} id={idPainel}>
        <Box component="form" onSubmit={pesquisar} aria-label="Filtros da busca de candidatos" noValidate>
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <CpfInput label="CPF" {...f.campo.valor('nr_documento_cpf')} />
              <TextInput
                label="Nome"
                description="Qualquer parte do nome"
                {...f.campo.texto('nm_pessoa')}
                maxLength={L.nomeMax}
                disabled={identificado}
              />
              <TextInput
                label="Código"
                inputMode="numeric"
                {...codigo}
                maxLength={16}
                onChange={(e) => f.definir('cd_pessoa', e.currentTarget.value.replace(/\D/g, ''))}
              />
              <Checkbox
                label="Apenas bloqueados"
                {...f.campo.sn('id_bloqueado')}
                disabled={identificado}
                mt={{ base: 0, lg: 'xl' }}
              />
              <EstadoPicker
                value={uf}
                onChange={(v) => {
                  f.definir('cd_uf', v);
                  f.definir('nm_cidade', null);
                }}
                clearable
                clearButtonProps={botaoLimpar('Limpar estado')}
                disabled={identificado}
              />
              <CidadePicker
                cdUf={uf}
                value={cidade}
                onChange={(v) => f.definir('nm_cidade', v)}
                clearable
                clearButtonProps={botaoLimpar('Limpar cidade')}
                disabled={identificado || !uf}
              />
            </SimpleGrid>
            <Text size="xs" c="gray.7">
              Com CPF ou código, a busca procura só por eles, em qualquer lugar. O nome não diferencia
              maiúsculas nem acentos. Enter aplica os filtros.
            </Text>
            {f.erroGeral && (
              <Alert color="red" role="alert">
                {f.erroGeral}
              </Alert>
            )}
            <Group gap="xs">
              <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={pesquisando}>
                Pesquisar
              </Button>
              <Button variant="default" onClick={limpar}>
                Limpar
              </Button>
            </Group>
          </Stack>
        </Box>
      </Collapse>

      {limite && (
        <Alert color="yellow" role="status">
          {M.avisoLimite}
        </Alert>
      )}

      {busca === null ? (
        <Text size="sm" c="gray.7" ta="center" py="md">
          Informe o nome, o CPF ou o código do candidato e pressione Enter.
        </Text>
      ) : linhas.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <span>{linhas.error instanceof ApiError ? linhas.error.mensagem : M.erroBuscar}</span>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void linhas.refetch()}>
              Tentar novamente
            </Button>
          </Group>
        </Alert>
      ) : (
        <TabelaLista<BuscaCandidatoLinha>
          key={`${busca.caminho}#${busca.vez}`}
          rotulo="Candidatos encontrados"
          colunas={COLUNAS}
          linhas={linhas.data}
          carregando={linhas.isFetching}
          chave={(l) => l.CODIGO_PESSOA}
          filtro={{ rotulo: 'Filtrar resultados' }}
          vazio="Nenhum candidato encontrado."
          dicaVazio="Confira os filtros: o estado e a cidade também limitam a busca por nome."
          acoes={(l) => (
            <ActionIcon
              variant="subtle"
              aria-label={`Editar ${l.NOME_PESSOA}`}
              title="Abrir os dados do candidato"
              onClick={() =>
                tabs.abrir(
                  'DadosCandidato',
                  { cdPessoaCandidato: l.CODIGO_PESSOA },
                  { titulo: l.NOME_PESSOA },
                )
              }
            >
              <IconEdit size={18} aria-hidden />
            </ActionIcon>
          )}
          larguraMinima={900}
        />
      )}
    </Stack>
  );
}
