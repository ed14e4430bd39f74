import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { formatarData } from '@backoffice/domain/datas';
import {
  type CampoRegiao,
  type CampoSituacao,
  erroPeriodoAbertura,
  type FiltrosMinhasVagas,
  FLAGS_SITUACAO,
  LIMITES_MINHAS_VAGAS,
  MENSAGENS_MINHAS_VAGAS as M,
  REGIOES,
  SETORES_MINHAS_VAGAS,
  type SetorMinhasVagas,
  TIPOS_VAGAS,
  type TipoVagas,
} from '@backoffice/domain/minhas-vagas';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { consulta } from '../../lib/dados';
import { useUsuario } from '../../lib/sessao';
import { DateField } from '../controls/date-field';
import { NumberField } from '../controls/number-field';
import { SelectField } from '../controls/select-field';
import { AnalistaPicker } from '../pickers/search-pickers';

const MAX_CODIGO = Number.MAX_SAFE_INTEGER;

/**
 * The options of the unit and city filters (the user's units, shown by their grouping, and the cities),
 * read once and shared by the filter panel and the applied filters' chips.
 */
export function useOpcoesFiltrosVagas() {
  const usuario = useUsuario();
  const userSip = usuario?.user_sip ?? 0;
  const unidades = useQuery({
    ...consulta(CONTRATOS_CATALOGO.listaUnidades, { params: { user_sip: userSip } }, M.falhaUnidades),
    enabled: userSip > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const cidades = useQuery({
    ...consulta(CONTRATOS_CATALOGO.filtroCidade, { params: { user_sip: userSip } }, M.falhaCidades),
    enabled: userSip > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  /** The unit a filter names: the grouping itself, or the user's own unit shown as its grouping. */
  const unidadeDe = (cd: number | null) =>
    cd === null
      ? undefined
      : (unidades.data?.find((u) => u.CD_EMPRESA_AGRUPADORA === cd) ??
        (cd === usuario?.cd_unid ? unidades.data?.find((u) => u.ID_UNIDADE_USUARIO === 'S') : undefined));
  return {
    unidades: unidades.data ?? [],
    carregandoUnidades: unidades.isPending,
    cidades: cidades.data ?? [],
    carregandoCidades: cidades.isPending,
    unidadeDe,
    cidadeDe: (cd: number | null) =>
      cd === null ? undefined : cidades.data?.find((c) => c.CD_EMPRESA === cd),
  };
}

/**
 * The applied filters of a vacancy list as short chips ('Vagas: Minhas', 'Abertura até 28/11/2026',
 * 'Situações: Aberta, Cliente', 'Analista: Ana Souza'): the one line the list shows while its filter
 * panel is collapsed.
 */
export function useResumoFiltrosVagas(f: FiltrosMinhasVagas, situacoes?: readonly CampoSituacao[]): string[] {
  const opcoes = useOpcoesFiltrosVagas();
  const chips: string[] = [];
  chips.push(`Vagas: ${TIPOS_VAGAS.find((t) => t.valor === f.tipo_vagas)?.rotulo ?? f.tipo_vagas}`);
  chips.push(`Setor: ${SETORES_MINHAS_VAGAS.find((t) => t.valor === f.setor)?.rotulo ?? f.setor}`);
  if (f.nm_cargo.trim()) chips.push(`Cargo: ${f.nm_cargo.trim()}`);
  if (f.nm_empresa.trim()) chips.push(`Cliente: ${f.nm_empresa.trim()}`);
  if (f.nr_vaga !== null) chips.push(`Vaga ${f.nr_vaga}`);
  if (f.nr_requisicao !== null) chips.push(`Requisição ${f.nr_requisicao}`);
  if (f.cc_vaga.trim()) chips.push(`Centro de custo: ${f.cc_vaga.trim()}`);
  if (f.cd_unidade !== null) {
    // the user's own unit shows as its grouping, as in the panel
    chips.push(`Unidade: ${opcoes.unidadeDe(f.cd_unidade)?.NM_EMPRESA ?? f.cd_unidade}`);
  }
  if (f.cd_empresa !== null) {
    const c = opcoes.cidadeDe(f.cd_empresa);
    chips.push(`Cidade: ${c ? `${c.NM_EMPRESA_MENU} - ${c.CD_UF}` : f.cd_empresa}`);
  }
  if (f.nm_cidade.trim()) chips.push(`Cidade do cliente: ${f.nm_cidade.trim()}`);
  if (f.inicio && f.termino)
    chips.push(`Abertura de ${formatarData(f.inicio)} até ${formatarData(f.termino)}`);
  else if (f.inicio) chips.push(`Abertura desde ${formatarData(f.inicio)}`);
  else if (f.termino) chips.push(`Abertura até ${formatarData(f.termino)}`);
  if (f.somente_pcd) chips.push('Somente PCD');
  if (f.last_24hr) chips.push('Últimas 24 horas');
  if (f.regioes.length)
    chips.push(
      `Regiões: ${REGIOES.filter((r) => f.regioes.includes(r.campo))
        .map((r) => r.rotulo)
        .join(', ')}`,
    );
  const oferecidas = situacoes ? FLAGS_SITUACAO.filter((x) => situacoes.includes(x.campo)) : FLAGS_SITUACAO;
  const marcadas = oferecidas.filter((x) => f.situacoes.includes(x.campo));
  chips.push(
    marcadas.length && marcadas.length < oferecidas.length
      ? `Situações: ${marcadas.map((x) => x.rotulo).join(', ')}`
      : 'Todas as situações',
  );
  // the analyst by the name the picker showed; by code only when the name is not known (older filters)
  if (f.cd_pessoa_analista !== null)
    chips.push(
      f.nm_pessoa_analista ? `Analista: ${f.nm_pessoa_analista}` : `Analista: código ${f.cd_pessoa_analista}`,
    );
  return chips;
}

export interface FiltrosMinhasVagasProps {
  valor: FiltrosMinhasVagas;
  onChange: (f: FiltrosMinhasVagas) => void;
  /** Applies the filters (the button, or Enter in any field). */
  onAplicar: () => void;
  /** Back to the defaults. */
  onLimpar: () => void;
  aplicando?: boolean;
  /** The status flags offered (default every one; the recruitment filter offers open and client). */
  situacoes?: readonly CampoSituacao[];
}

/**
 * The vacancy filter panel of the vacancy lists (My openings, spec 002 §3.8; Vagas Recrutamento, spec
 * 001 §3): whose vacancies, position, client, number, cost centre, requisition, unit, city, regions,
 * sector, PCD only, last 24 h, opening period and the statuses offered.
 */
export function FiltrosMinhasVagasPainel({
  valor,
  onChange,
  onAplicar,
  onLimpar,
  aplicando,
  situacoes,
}: FiltrosMinhasVagasProps) {
  const idBase = useId();
  const flags = situacoes ? FLAGS_SITUACAO.filter((f) => situacoes.includes(f.campo)) : FLAGS_SITUACAO;
  const usuario = useUsuario();
  const opcoes = useOpcoesFiltrosVagas();
  const mudar = <K extends keyof FiltrosMinhasVagas>(campo: K, v: FiltrosMinhasVagas[K]) =>
    onChange({ ...valor, [campo]: v });

  const opcoesUnidade = opcoes.unidades.map((u) => ({
    value: String(u.CD_EMPRESA_AGRUPADORA),
    label: u.NM_EMPRESA,
  }));
  // the default unit is the user's own, which may be a unit of a grouping: it shows as its grouping
  const valorUnidade = opcoes.unidadeDe(valor.cd_unidade)?.CD_EMPRESA_AGRUPADORA;
  const opcoesCidade = opcoes.cidades.map((c) => ({
    value: String(c.CD_EMPRESA),
    label: `${c.NM_EMPRESA_MENU} - ${c.CD_UF}`,
  }));

  // an inverted opening period would list nothing: refused beside its end date, never applied
  const erroPeriodo = erroPeriodoAbertura(valor);
  function aplicar(e: FormEvent) {
    e.preventDefault();
    if (erroPeriodo) return;
    onAplicar();
  }

  return (
    <form onSubmit={aplicar} aria-label="Filtros das vagas">
      <Stack gap="xs">
        <Group gap="md" align="flex-end" wrap="wrap">
          <Input.Wrapper label="Vagas" id={`${idBase}-tipo`}>
            <SegmentedControl
              aria-labelledby={`${idBase}-tipo-label`}
              value={valor.tipo_vagas}
              onChange={(v) => mudar('tipo_vagas', v as TipoVagas)}
              data={TIPOS_VAGAS.map((t) => ({ value: t.valor, label: t.rotulo }))}
            />
          </Input.Wrapper>
          <Input.Wrapper label="Setor" id={`${idBase}-setor`}>
            <SegmentedControl
              aria-labelledby={`${idBase}-setor-label`}
              value={valor.setor}
              onChange={(v) => mudar('setor', v as SetorMinhasVagas)}
              data={SETORES_MINHAS_VAGAS.map((s) => ({ value: s.valor, label: s.rotulo }))}
            />
          </Input.Wrapper>
          {valor.tipo_vagas !== 'M' && (
            <AnalistaPicker
              cdSip={usuario?.cd_sip ?? 0}
              value={valor.cd_pessoa_analista}
              onChange={(cd, linha) =>
                onChange({
                  ...valor,
                  cd_pessoa_analista: cd,
                  nm_pessoa_analista: cd === null ? null : (linha?.NM_PESSOA_ANALISTA ?? null),
                })
              }
              w={260}
              clearable
            />
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4, xl: 6 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label="Cargo"
            value={valor.nm_cargo}
            maxLength={LIMITES_MINHAS_VAGAS.textoFiltroMax}
            onChange={(e) => mudar('nm_cargo', e.currentTarget.value)}
          />
          <TextInput
            label="Cliente"
            value={valor.nm_empresa}
            maxLength={LIMITES_MINHAS_VAGAS.textoFiltroMax}
            onChange={(e) => mudar('nm_empresa', e.currentTarget.value)}
          />
          <NumberField
            label="Nº da vaga"
            value={valor.nr_vaga}
            onChange={(v) => mudar('nr_vaga', v)}
            min={1}
            max={MAX_CODIGO}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=""
          />
          <NumberField
            label="Requisição"
            value={valor.nr_requisicao}
            onChange={(v) => mudar('nr_requisicao', v)}
            min={1}
            max={MAX_CODIGO}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=""
          />
          <TextInput
            label="Centro de custo"
            value={valor.cc_vaga}
            maxLength={LIMITES_MINHAS_VAGAS.textoFiltroMax}
            onChange={(e) => mudar('cc_vaga', e.currentTarget.value)}
          />
          <SelectField
            label="Unidade"
            data={opcoesUnidade}
            value={valorUnidade === undefined ? null : String(valorUnidade)}
            onChange={(v) => mudar('cd_unidade', v === null ? null : Number(v))}
            clearable
            placeholder={opcoes.carregandoUnidades ? 'Carregando...' : 'Todas'}
          />
          <SelectField
            label="Cidade"
            data={opcoesCidade}
            value={valor.cd_empresa === null ? null : String(valor.cd_empresa)}
            onChange={(v) => mudar('cd_empresa', v === null ? null : Number(v))}
            clearable
            placeholder={opcoes.carregandoCidades ? 'Carregando...' : 'Todas'}
          />
          <TextInput
            label="Cidade do cliente"
            value={valor.nm_cidade}
            maxLength={LIMITES_MINHAS_VAGAS.textoFiltroMax}
            onChange={(e) => mudar('nm_cidade', e.currentTarget.value)}
          />
          <DateField label="Abertura de" value={valor.inicio} onChange={(v) => mudar('inicio', v)} />
          <DateField
            label="Abertura até"
            value={valor.termino}
            onChange={(v) => mudar('termino', v)}
            error={erroPeriodo}
          />
          <Stack gap={6} justify="flex-end" pb={4}>
            <Checkbox
              label="Somente PCD"
              checked={valor.somente_pcd}
              onChange={(e) => mudar('somente_pcd', e.currentTarget.checked)}
            />
            <Checkbox
              label="Últimas 24 horas"
              checked={valor.last_24hr}
              onChange={(e) => mudar('last_24hr', e.currentTarget.checked)}
            />
          </Stack>
        </SimpleGrid>
        <Fieldset legend="Regiões do cliente" variant="unstyled">
          <Checkbox.Group value={valor.regioes} onChange={(v) => mudar('regioes', v as CampoRegiao[])}>
            <Group gap="md">
              {REGIOES.map((r) => (
                <Checkbox key={r.campo} value={r.campo} label={r.rotulo} />
              ))}
            </Group>
          </Checkbox.Group>
        </Fieldset>
        <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
          <Fieldset legend="Situações" variant="unstyled">
            <Checkbox.Group
              value={valor.situacoes}
              onChange={(v) => mudar('situacoes', v as CampoSituacao[])}
            >
              <Group gap="md">
                {flags.map((s) => (
                  <Checkbox key={s.campo} value={s.campo} label={s.rotulo} />
                ))}
              </Group>
            </Checkbox.Group>
          </Fieldset>
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" onClick={onLimpar}>
              Limpar
            </Button>
            <Button type="submit" loading={aplicando}>
              Aplicar filtros
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
