import {
  alternarPagina,
  alternarSelecao,
  campanhaConcluida,
  erroEnvioCampanha,
  type FiltrosCampanha,
  type FiltrosCampanhaEntrada,
  type FuncionarioAtivo,
  filtrosCampanha,
  MENSAGENS_CAMPANHA as M,
  ORDENS_CAMPANHA,
  type OrdemCampanha,
  ordenarFuncionarios,
  type ProgressoCampanha,
  podeSelecionar,
  TAMANHO_PAGINA_CAMPANHA,
} from '@backoffice/domain/campanhas';
import { CONTRATOS_CAMPANHAS } from '@backoffice/domain/contratos/campanhas';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { filtrarLinhas } from '@backoffice/domain/controles';
import { formatarDataHora } from '@backoffice/domain/datas';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconFilter, IconMailForward, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { DateField } from '../../components/controls/date-field';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { PAGINACAO_PT_BR } from '../../components/controls/pagination-bar';
import { consulta, useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { notify } from '../../lib/notify';
import { useUsuario } from '../../lib/sessao';

const SNI = [
  { value: '', label: 'Todos' },
  { value: 'S', label: 'Sim' },
  { value: 'N', label: 'Não' },
  { value: 'NI', label: 'Não informado' },
];
const SN = [
  { value: '', label: 'Todos' },
  { value: 'S', label: 'Sim' },
  { value: 'N', label: 'Não' },
];

type Rascunho = Record<keyof FiltrosCampanha, string>;
const VAZIO: Rascunho = {
  cd_unidade: '',
  id_sexo: '',
  id_possui_filhos: '',
  id_comemora_aniversario: '',
  dt_ultima_atualizacao_de: '',
  dt_ultima_atualizacao_ate: '',
  id_parente_pai: '',
  id_parente_mae: '',
  id_parente_conjuge: '',
  id_campanha_pendente: '',
};

/** The filled fields of the panel as the query string of the list. */
function consultaDoRascunho(r: Rascunho): Record<string, string> {
  return Object.fromEntries(Object.entries(r).filter(([, v]) => v !== ''));
}

/**
 * Campanhas Endomarketing (spec 002 §2.7, §4, §9, code 338): the collapsible filter panel applied by
 * 'Aplicar Filtros', the active employees as cards with their photo, a free-text filter, the sort
 * options and 50 cards a page; people with an active campaign cannot be picked.
 */
export function CampanhasPage() {
  const [aberto, setAberto] = useState(true);
  // the panel's filters; the list's schema checks them (the dates' order beside the first date)
  const f = useFormulario(filtrosCampanha, VAZIO, (r) => consultaDoRascunho(r) as FiltrosCampanhaEntrada);
  const [aplicados, setAplicados] = useState<Record<string, string>>({});
  const [texto, setTexto] = useState('');
  const [ordem, setOrdem] = useState<OrdemCampanha>('Nome');
  const [pagina, setPagina] = useState(1);
  const [selecionados, setSelecionados] = useState<Set<number>>(new Set());
  const [confirmar, setConfirmar] = useState(false);
  const [campanha, setCampanha] = useState<number | null>(null);
  const user = useUsuario()?.user_sip ?? 0;
  const unidades = useQuery({
    ...consulta(
      CONTRATOS_CATALOGO.listaUnidades,
      { params: { user_sip: user } },
      'Não foi possível carregar as unidades.',
    ),
    enabled: user > 0,
    staleTime: 10 * 60_000,
  });
  const opcoesUnidade = (unidades.data ?? []).map((u) => ({
    value: String(u.CD_EMPRESA_AGRUPADORA),
    label: `${u.CD_EMPRESA_AGRUPADORA} - ${u.NM_EMPRESA}`,
  }));

  const funcionarios = useQuery({
    ...consulta(
      CONTRATOS_CAMPANHAS.funcionarios,
      { query: aplicados as FiltrosCampanhaEntrada },
      M.erroCarregar,
    ),
  });

  const visiveis = useMemo(
    () => ordenarFuncionarios(filtrarLinhas(funcionarios.data ?? [], texto), ordem),
    [funcionarios.data, texto, ordem],
  );
  const paginas = Math.max(1, Math.ceil(visiveis.length / TAMANHO_PAGINA_CAMPANHA));
  const atual = Math.min(pagina, paginas);
  const naPagina = visiveis.slice((atual - 1) * TAMANHO_PAGINA_CAMPANHA, atual * TAMANHO_PAGINA_CAMPANHA);
  // 'Todos' is the empty option: the field keeps '' rather than no value
  const campo = (k: keyof Rascunho) => ({
    value: f.valor(k),
    onChange: (v: string | null) => f.definir(k, v ?? ''),
    allowDeselect: false,
    error: f.erro(k),
  });
  const enviar = useAcao(CONTRATOS_CAMPANHAS.enviar, {
    fallback: M.erroEnviar,
    sucesso: M.sucesso,
    aoConcluir: (r) => {
      setSelecionados(new Set());
      setCampanha(r.ID_CAMPANHA);
    },
  });
  const progresso = useQuery({
    ...consulta(CONTRATOS_CAMPANHAS.progresso, { params: { id_campanha: campanha ?? 0 } }),
    enabled: campanha !== null,
    refetchInterval: (q: { state: { data?: ProgressoCampanha } }) =>
      q.state.data && campanhaConcluida(q.state.data) ? false : 1000,
  });
  const pedirEnvio = () => {
    const erro = erroEnvioCampanha(selecionados);
    if (erro) notify.aviso(erro);
    else setConfirmar(true);
  };
  const aplicar = f.aoEnviar(async (filtros) => {
    setAplicados(filtros as Record<string, string>);
    setPagina(1);
  });

  return (
    <Stack gap="md" px="md" pb="md">
      {/* the page's header bar stays at the top while the cards scroll: its action is always at hand */}
      <Group
        justify="space-between"
        pos="sticky"
        top={0}
        py="sm"
        style={{
          zIndex: 2,
          background: 'var(--mantine-color-body)',
          borderBottom: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <Title order={2} size="h3">
          Campanhas Endomarketing
        </Title>
        <Group gap="xs">
          <Button
            leftSection={<IconMailForward size={18} aria-hidden />}
            onClick={pedirEnvio}
            loading={enviar.isPending}
          >
            Enviar campanha ({selecionados.size})
          </Button>
          <Button
            variant="default"
            leftSection={<IconFilter size={16} aria-hidden />}
            rightSection={
              aberto ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
            }
            onClick={() => setAberto((a) => !a)}
            aria-expanded={aberto}
            aria-controls="filtros-campanha"
          >
            Filtros
          </Button>
        </Group>
      </Group>
      <Collapse expanded={aberto}>
        <Paper withBorder p="sm" id="filtros-campanha">
          <form
            onSubmit={(e) => {
              void aplicar(e);
            }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
              <Select
                label="Unidade"
                data={[{ value: '', label: 'Todas' }, ...opcoesUnidade]}
                searchable
                nothingFoundMessage="Nenhuma unidade encontrada"
                {...campo('cd_unidade')}
              />
              <Select
                label="Sexo"
                data={[
                  { value: '', label: 'Todos' },
                  { value: 'M', label: 'Masculino' },
                  { value: 'F', label: 'Feminino' },
                  { value: 'AM', label: 'Ambos' },
                ]}
                {...campo('id_sexo')}
              />
              <Select label="Possui filhos" data={SNI} {...campo('id_possui_filhos')} />
              <Select label="Comemora aniversário" data={SNI} {...campo('id_comemora_aniversario')} />
              <Select label="Campanha pendente" data={SN} {...campo('id_campanha_pendente')} />
              <DateField label="Atualizado de" {...f.campo.data('dt_ultima_atualizacao_de')} />
              <DateField label="Atualizado até" {...f.campo.data('dt_ultima_atualizacao_ate')} />
              <Select label="Pai informado" data={SN} {...campo('id_parente_pai')} />
              <Select label="Mãe informada" data={SN} {...campo('id_parente_mae')} />
              <Select label="Cônjuge informado" data={SN} {...campo('id_parente_conjuge')} />
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <Button variant="subtle" onClick={() => f.form.reset(VAZIO)}>
                Limpar
              </Button>
              <Button type="submit">Aplicar Filtros</Button>
            </Group>
          </form>
        </Paper>
      </Collapse>

      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Filtrar"
          type="search"
          placeholder="Nome, tamanhos, parentes..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={texto}
          onChange={(e) => {
            setTexto(e.currentTarget.value);
            setPagina(1);
          }}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Select
          label="Ordenar por"
          data={Object.keys(ORDENS_CAMPANHA)}
          value={ordem}
          onChange={(v) => v && setOrdem(v as OrdemCampanha)}
          allowDeselect={false}
          w={180}
        />
        <Button variant="default" onClick={() => setSelecionados((s) => alternarPagina(s, naPagina))}>
          Selecionar página
        </Button>
        <Text size="sm" role="status" aria-live="polite" pb={6} data-testid="selecionados">
          {selecionados.size} {selecionados.size === 1 ? 'selecionada' : 'selecionadas'} · {visiveis.length}{' '}
          {visiveis.length === 1 ? 'pessoa' : 'pessoas'}
        </Text>
      </Group>

      {progresso.data && (
        <Paper withBorder p="sm" aria-label="Andamento da campanha" component="section">
          <Group gap="sm" wrap="wrap">
            <Text fw={600} size="sm">
              Campanha {progresso.data.ID_CAMPANHA}: {progresso.data.QT_PESSOAS}{' '}
              {progresso.data.QT_PESSOAS === 1 ? 'pessoa' : 'pessoas'}
            </Text>
            <Badge color="blue" variant="light" data-testid="campanha-fila">
              Na fila: {progresso.data.QT_FILA}
            </Badge>
            <Badge color="teal" variant="light" data-testid="campanha-enviados">
              Enviados: {progresso.data.QT_ENVIADOS}
            </Badge>
            <Badge color="red" variant="light" data-testid="campanha-falhas">
              Falhas: {progresso.data.QT_FALHAS}
            </Badge>
            {campanhaConcluida(progresso.data) && (
              <Text size="sm" c="teal.8" role="status">
                Campanha concluída.
              </Text>
            )}
          </Group>
        </Paper>
      )}
      {funcionarios.isPending && <LoadingState />}
      {funcionarios.isError && <Alert color="red">{M.erroCarregar}</Alert>}
      {funcionarios.data && visiveis.length === 0 && <EmptyState />}
      {naPagina.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="sm">
          {naPagina.map((f) => (
            <CartaoFuncionario
              key={f.CD_PESSOA}
              f={f}
              marcado={selecionados.has(f.CD_PESSOA)}
              alternar={() => setSelecionados((s) => alternarSelecao(s, f))}
            />
          ))}
        </SimpleGrid>
      )}
      {paginas > 1 && (
        <Group justify="center" component="nav" aria-label="Páginas">
          <Pagination
            total={paginas}
            value={atual}
            onChange={setPagina}
            {...PAGINACAO_PT_BR}
            getItemProps={(n) => ({
              ...PAGINACAO_PT_BR.getItemProps(n),
              'aria-current': n === atual ? 'page' : undefined,
            })}
          />
        </Group>
      )}
      <ConfirmDialog
        opened={confirmar}
        title="Enviar campanha"
        message={M.confirmar}
        onCancel={() => setConfirmar(false)}
        onConfirm={() =>
          enviar.mutate(
            { corpo: { pessoas: [...selecionados], filtros: aplicados as FiltrosCampanhaEntrada } },
            { onSettled: () => setConfirmar(false) },
          )
        }
        loading={enviar.isPending}
      />
    </Stack>
  );
}

function CartaoFuncionario({
  f,
  marcado,
  alternar,
}: {
  f: FuncionarioAtivo;
  marcado: boolean;
  alternar: () => void;
}) {
  const livre = podeSelecionar(f);
  const caixa = (
    <Checkbox
      checked={marcado}
      disabled={!livre}
      onChange={alternar}
      aria-label={livre ? `Selecionar ${f.NM_PESSOA}` : `${f.NM_PESSOA}: ${M.campanhaAtiva}`}
    />
  );
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={f.NM_PESSOA}
      data-testid={`funcionario-${f.CD_PESSOA}`}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {livre ? (
          caixa
        ) : (
          <Tooltip label={M.campanhaAtiva}>
            <span>{caixa}</span>
          </Tooltip>
        )}
        <Avatar
          src={f.DS_FOTO_CANDIDATO || null}
          alt=""
          radius="xl"
          size="lg"
          name={f.NM_PESSOA}
          color="initials"
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          {/* the whole name, on a second line if needed: cut only past two lines */}
          <Text fw={600} size="sm" lineClamp={2} title={f.NM_PESSOA}>
            {f.NM_PESSOA}
          </Text>
          <Text size="xs" c="gray.7">
            Sexo {f.ID_SEXO ?? '-'} · Filhos {f.NR_FILHO ?? '-'} · Camisa {f.ID_TAMANHO_CAMISA ?? '-'} · Calça{' '}
            {f.ID_TAMANHO_CALCA ?? '-'} · Calçado {f.NR_CALCADO ?? '-'}
          </Text>
          <Text size="xs" c="gray.7">
            Mãe: {f.NM_MAE ?? '-'} · Pai: {f.NM_PAI ?? '-'} · Cônjuge: {f.NM_CONJUGE ?? '-'}
          </Text>
          <Text size="xs" c="gray.7">
            Alterado em {f.ALTERADO_EM ? formatarDataHora(f.ALTERADO_EM) : '-'}
            {!livre ? ` · ${M.campanhaAtiva}` : ''}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
