import {
  CATALOGO_TIPOS_DEFICIENCIA,
  CATEGORIAS_HABILITACAO,
  ESTADOS_CIVIS,
} from '@backoffice/domain/catalogos';
import { LIMITES_PESQUISA } from '@backoffice/domain/pesquisa-candidatos';
import { MENSAGENS_PICKER } from '@backoffice/domain/pickers';
import { Button, Checkbox, Group, MultiSelect, SimpleGrid, Stack, Tabs, Textarea } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { DateField } from '../../components/controls/date-field';
import { CurrencyInput, HeightInput, MaskedInput } from '../../components/controls/masked-input';
import { RadioField } from '../../components/controls/radio-field';
import { SelectField } from '../../components/controls/select-field';
import { CargoPicker, IdiomaPicker } from '../../components/pickers/catalog-pickers';
import { BairroPicker, EstadoPicker } from '../../components/pickers/location-pickers';
import { useCidades, useEscolaridades } from '../../components/pickers/picker-queries';
import { ClientePicker } from '../../components/pickers/search-pickers';
import type { FiltrosForm, FlagFiltro } from './filtros';

export interface PesquisaPainelProps {
  filtros: FiltrosForm;
  onChange: (f: FiltrosForm) => void;
  onPesquisar: () => void;
  onGravar: () => void;
  onLimpar: () => void;
  pesquisando?: boolean;
  gravando?: boolean;
  /** Extra tab (the results) shown after the filter sections. */
  abaCandidatos?: ReactNode;
  secao: string;
  onSecao: (s: string) => void;
  /** The message beside a field (the search's rules, or the server's refusal). */
  erro?: (campo: keyof FiltrosForm) => string | undefined;
}

const OPCOES_FLAG = [
  { value: '', label: 'Indiferente' },
  { value: 'S', label: 'Sim' },
  { value: 'N', label: 'Não' },
];
const OPCOES_TURNO = [
  { value: 'normal', label: 'Normal' },
  { value: 'matutino', label: 'Matutino' },
  { value: 'vespertino', label: 'Vespertino' },
  { value: 'noturno', label: 'Noturno' },
  { value: 'revezamento', label: 'Revezamento' },
];
const OPCOES_EXPERIENCIA = LIMITES_PESQUISA.experiencias.map((e) => ({
  value: String(e),
  label: e === 0.6 ? '6 meses' : `${e} ${e === 1 ? 'ano' : 'anos'}`,
}));
const OPCOES_NIVEL = [
  { value: '2', label: 'Intermediário' },
  { value: '3', label: 'Avançado' },
  { value: '4', label: 'Fluente' },
];

/** The talent-pool filters of a vacancy (spec 000 §3.8, §5.3) in four sections. */
export function PesquisaPainel({
  filtros: f,
  onChange,
  onPesquisar,
  onGravar,
  onLimpar,
  pesquisando,
  gravando,
  abaCandidatos,
  secao,
  onSecao,
  erro = () => undefined,
}: PesquisaPainelProps) {
  const set = <K extends keyof FiltrosForm>(k: K, v: FiltrosForm[K]) => onChange({ ...f, [k]: v });
  const cidades = useCidades(f.estado, 1);
  const escolaridades = useEscolaridades();
  const opcoesEscolaridade = (escolaridades.data ?? []).map((e) => ({
    value: String(e.CD_ESCOLARIDADE),
    label: e.NM_ESCOLARIDADE,
  }));
  const flagField = (
    k: 'cursando' | 'primeiroEmprego' | 'agrupamento' | 'fumante' | 'veiculos',
    label: string,
  ) => (
    <RadioField
      inline
      label={label}
      options={OPCOES_FLAG}
      value={f[k]}
      onChange={(v) => set(k, v as FlagFiltro)}
    />
  );

  const pesquisar = () => {
    if (!pesquisando) onPesquisar();
  };
  // Ctrl/Cmd+Enter anywhere in the filters searches; Enter alone does it in the keyword fields
  const atalho = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || secao === 'candidatos') return;
    const campoPalavras = (e.target as HTMLElement).dataset.palavrasChave === 'true';
    if (e.ctrlKey || e.metaKey || (campoPalavras && !e.shiftKey)) {
      e.preventDefault();
      pesquisar();
    }
  };

  return (
    <Stack gap="sm" onKeyDown={atalho}>
      <Tabs value={secao} onChange={(v) => onSecao(v ?? 'basicos')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="basicos">Básicos</Tabs.Tab>
          <Tabs.Tab value="pessoal">Pessoal</Tabs.Tab>
          <Tabs.Tab value="localizacao">Localização</Tabs.Tab>
          <Tabs.Tab value="idioma">Idioma</Tabs.Tab>
          {abaCandidatos !== undefined && <Tabs.Tab value="candidatos">Candidatos</Tabs.Tab>}
        </Tabs.List>

        <Tabs.Panel value="basicos" pt="sm">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="xs">
              <CargoPicker
                fonte="todos"
                variant="select"
                label="Cargo"
                value={f.cargo}
                onChange={(cd) =>
                  onChange({ ...f, cargo: cd, experiencia: cd === null ? null : f.experiencia })
                }
              />
              <SelectField
                label="Experiência no cargo"
                data={OPCOES_EXPERIENCIA}
                value={f.experiencia}
                onChange={(v) => set('experiencia', v)}
                error={erro('experiencia')}
                disabled={f.cargo === null}
                clearable
              />
              <Checkbox.Group
                label="Turnos"
                value={f.turnos}
                onChange={(v) => set('turnos', v)}
                error={erro('turnos')}
              >
                <Group mt="xs" gap="md">
                  {OPCOES_TURNO.map((t) => (
                    <Checkbox key={t.value} value={t.value} label={t.label} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Group grow>
                <CurrencyInput
                  label="Pretensão salarial de"
                  value={f.salarioDe}
                  onChange={(v) => set('salarioDe', v)}
                  error={erro('salarioDe')}
                />
                <CurrencyInput
                  label="até"
                  aria-label="Pretensão salarial até"
                  value={f.salarioAte}
                  onChange={(v) => set('salarioAte', v)}
                  error={erro('salarioAte')}
                />
              </Group>
              <Group grow>
                <SelectField
                  label="Escolaridade de"
                  data={opcoesEscolaridade}
                  value={f.educacaoDe}
                  onChange={(v) => set('educacaoDe', v)}
                  error={erro('educacaoDe')}
                  clearable
                />
                <SelectField
                  label="até"
                  aria-label="Escolaridade até"
                  data={opcoesEscolaridade}
                  value={f.educacaoAte}
                  onChange={(v) => set('educacaoAte', v)}
                  error={erro('educacaoAte')}
                  clearable
                />
              </Group>
            </Stack>
            <Stack gap="xs">
              <Textarea
                label="Palavras-chave obrigatórias"
                autosize
                minRows={2}
                maxLength={LIMITES_PESQUISA.palavrasChaveMaxCaracteres}
                value={f.palavrasChaveObrigatorio}
                onChange={(e) => set('palavrasChaveObrigatorio', e.currentTarget.value)}
                error={erro('palavrasChaveObrigatorio')}
                data-palavras-chave="true"
              />
              <Textarea
                label="Palavras-chave opcionais"
                autosize
                minRows={2}
                maxLength={LIMITES_PESQUISA.palavrasChaveMaxCaracteres}
                value={f.palavrasChaveOpcional}
                onChange={(e) => set('palavrasChaveOpcional', e.currentTarget.value)}
                error={erro('palavrasChaveOpcional')}
                data-palavras-chave="true"
              />
              <Textarea
                label="Palavras-chave excluídas"
                autosize
                minRows={2}
                maxLength={LIMITES_PESQUISA.palavrasChaveMaxCaracteres}
                value={f.palavrasChaveExcluido}
                onChange={(e) => set('palavrasChaveExcluido', e.currentTarget.value)}
                error={erro('palavrasChaveExcluido')}
                data-palavras-chave="true"
              />
              <Group grow>
                <DateField
                  label="Última atualização de"
                  value={f.ultimaAtualizacaoDe}
                  onChange={(v) => set('ultimaAtualizacaoDe', v)}
                  error={erro('ultimaAtualizacaoDe')}
                />
                <DateField
                  label="até"
                  aria-label="Última atualização até"
                  value={f.ultimaAtualizacaoAte}
                  onChange={(v) => set('ultimaAtualizacaoAte', v)}
                  error={erro('ultimaAtualizacaoAte')}
                />
              </Group>
              <Group grow>
                <DateField
                  label="Cadastro de"
                  value={f.dataCriacaoDe}
                  onChange={(v) => set('dataCriacaoDe', v)}
                  error={erro('dataCriacaoDe')}
                />
                <DateField
                  label="até"
                  aria-label="Cadastro até"
                  value={f.dataCriacaoAte}
                  onChange={(v) => set('dataCriacaoAte', v)}
                  error={erro('dataCriacaoAte')}
                />
              </Group>
              <SelectField
                label="Quantidade de resultados"
                data={LIMITES_PESQUISA.tamanhosResultado.map((n) => String(n))}
                value={f.quantidadePesquisa}
                onChange={(v) => set('quantidadePesquisa', v ?? String(LIMITES_PESQUISA.tamanhoPadrao))}
                error={erro('quantidadePesquisa')}
                searchable={false}
                allowDeselect={false}
              />
              {flagField('cursando', 'Cursando')}
              {flagField('primeiroEmprego', 'Primeiro emprego')}
              {flagField('agrupamento', 'Somente candidatos do agrupamento')}
            </Stack>
          </SimpleGrid>
        </Tabs.Panel>

        <Tabs.Panel value="pessoal" pt="sm">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="xs">
              <RadioField
                inline
                label="Sexo"
                options={[
                  { value: '', label: 'Indiferente' },
                  { value: 'F', label: 'Feminino' },
                  { value: 'M', label: 'Masculino' },
                ]}
                value={f.sexo}
                onChange={(v) => set('sexo', v)}
                error={erro('sexo')}
              />
              <Group grow>
                <MaskedInput
                  mask="age"
                  inputMode="numeric"
                  label="Idade de"
                  value={f.idadeDe}
                  onChange={(v) => set('idadeDe', v)}
                  error={erro('idadeDe')}
                />
                <MaskedInput
                  mask="age"
                  inputMode="numeric"
                  label="até"
                  aria-label="Idade até"
                  value={f.idadeAte}
                  onChange={(v) => set('idadeAte', v)}
                  error={erro('idadeAte')}
                />
              </Group>
              <Group grow>
                <MaskedInput
                  mask="weight"
                  inputMode="numeric"
                  label="Peso de (kg)"
                  value={f.pesoDe}
                  onChange={(v) => set('pesoDe', v)}
                  error={erro('pesoDe')}
                />
                <MaskedInput
                  mask="weight"
                  inputMode="numeric"
                  label="até"
                  aria-label="Peso até (kg)"
                  value={f.pesoAte}
                  onChange={(v) => set('pesoAte', v)}
                  error={erro('pesoAte')}
                />
              </Group>
              <Group grow>
                <HeightInput
                  label="Altura de (m)"
                  value={f.alturaDe}
                  onChange={(v) => set('alturaDe', v)}
                  error={erro('alturaDe')}
                />
                <HeightInput
                  label="até"
                  aria-label="Altura até (m)"
                  value={f.alturaAte}
                  onChange={(v) => set('alturaAte', v)}
                  error={erro('alturaAte')}
                />
              </Group>
              <SelectField
                label="Estado civil"
                data={ESTADOS_CIVIS.map((e) => ({ value: e.id, label: e.nome }))}
                value={f.estadoCivil}
                onChange={(v) => set('estadoCivil', v)}
                error={erro('estadoCivil')}
                clearable
              />
            </Stack>
            <Stack gap="xs">
              <SelectField
                label="Habilitação"
                data={[...CATEGORIAS_HABILITACAO]}
                value={f.habilitacao}
                onChange={(v) => set('habilitacao', v)}
                error={erro('habilitacao')}
                clearable
              />
              {flagField('veiculos', 'Possui veículo')}
              {flagField('fumante', 'Fumante')}
              <RadioField
                inline
                label="Possui deficiência"
                options={[
                  { value: 'S', label: 'Sim' },
                  { value: 'N', label: 'Não' },
                ]}
                value={f.selectDeficiencia}
                onChange={(v) =>
                  onChange({
                    ...f,
                    selectDeficiencia: v === 'S' ? 'S' : 'N',
                    deficiencias: v === 'S' ? f.deficiencias : [],
                  })
                }
              />
              <MultiSelect
                label="Tipos de deficiência"
                data={CATALOGO_TIPOS_DEFICIENCIA.map((d) => ({ value: String(d.cd), label: d.nome }))}
                value={f.deficiencias}
                onChange={(v) => set('deficiencias', v)}
                error={erro('deficiencias')}
                disabled={f.selectDeficiencia !== 'S'}
                clearable
              />
              <ClientePicker
                label="Restringir aprovados no cliente"
                value={f.cdPessoaClienteRestricao}
                onChange={(cd, row) =>
                  onChange({
                    ...f,
                    cdPessoaClienteRestricao: cd,
                    nmPessoaClienteRestricao: row?.NM_PESSOA ?? null,
                    dtLimiteRestricao: cd === null ? null : f.dtLimiteRestricao,
                  })
                }
              />
              <DateField
                label="Aprovados a partir de"
                value={f.dtLimiteRestricao}
                onChange={(v) => set('dtLimiteRestricao', v)}
                error={erro('dtLimiteRestricao')}
                disabled={f.cdPessoaClienteRestricao === null}
              />
            </Stack>
          </SimpleGrid>
        </Tabs.Panel>

        <Tabs.Panel value="localizacao" pt="sm">
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <EstadoPicker
              value={f.estado}
              onChange={(uf) => onChange({ ...f, estado: uf, cidades: [], bairros: [] })}
              error={erro('estado')}
              clearable
            />
            <MultiSelect
              label="Cidades"
              searchable
              data={[...new Set((cidades.data ?? []).map((c) => c.NM_CIDADE))]}
              value={f.cidades}
              onChange={(v) => onChange({ ...f, cidades: v, bairros: v.length ? f.bairros : [] })}
              error={erro('cidades')}
              disabled={!f.estado}
              placeholder={f.estado ? undefined : MENSAGENS_PICKER.selecioneEstado}
              maxValues={LIMITES_PESQUISA.maxCidades}
              limit={200}
              clearable
            />
            <BairroPicker
              uf={f.estado}
              cidades={f.cidades}
              value={f.bairros}
              onChange={(v) => set('bairros', v)}
              error={erro('bairros')}
              disabled={!f.cidades.length}
              maxValues={LIMITES_PESQUISA.maxBairros}
            />
          </SimpleGrid>
        </Tabs.Panel>

        <Tabs.Panel value="idioma" pt="sm">
          <SimpleGrid cols={{ base: 1, md: 4 }} spacing="md">
            <IdiomaPicker value={f.cd_idioma} onChange={(cd) => set('cd_idioma', cd)} clearable />
            {(['leitura', 'escrita', 'fala'] as const).map((k) => (
              <SelectField
                key={k}
                label={{ leitura: 'Leitura', escrita: 'Escrita', fala: 'Fala' }[k]}
                data={OPCOES_NIVEL}
                value={f[k]}
                onChange={(v) => set(k, v ?? String(LIMITES_PESQUISA.nivelIdiomaPadrao))}
                disabled={f.cd_idioma === null}
                searchable={false}
                allowDeselect={false}
              />
            ))}
          </SimpleGrid>
        </Tabs.Panel>

        {abaCandidatos !== undefined && (
          <Tabs.Panel value="candidatos" pt="sm">
            {abaCandidatos}
          </Tabs.Panel>
        )}
      </Tabs>

      {secao !== 'candidatos' && (
        <Group justify="flex-end">
          <Button variant="default" onClick={onLimpar}>
            Limpar
          </Button>
          <Button variant="light" onClick={onGravar} loading={gravando}>
            Gravar
          </Button>
          <Button
            onClick={pesquisar}
            loading={pesquisando}
            title="Pesquisar (Enter nas palavras-chave, Ctrl+Enter em qualquer campo)"
          >
            Pesquisar
          </Button>
        </Group>
      )}
    </Stack>
  );
}
