import {
  ATRASO_SALVAR_FILTROS_MS,
  type CampoOrdemBot,
  EXIBIR_BOT,
  type FiltroExibirBot,
  type OrdemBot,
  type PeriodoBotQuery,
  periodoBotQuery,
  QUANTIDADES_BOT,
  VALIDADE_ESTADO_BOT_MS,
} from '@backoffice/domain/bot-cliente';
import { dataNegocio, somarDias } from '@backoffice/domain/datas';
import { Group, Paper, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { DateField } from '../../components/controls/date-field';
import { gravarArmazenado, lerArmazenado } from '../../lib/armazenamento-local';
import { type Formulario, useFormulario } from '../../lib/formulario/formulario';

export const CHAVES_BOT = { estado: 'botValidaClienteEstado', filtros: 'botValidaClienteFiltros' } as const;

/** The filters as kept in the browser (24 h). */
interface FiltrosSalvos {
  dt_inicio: string;
  dt_fim: string;
  exibir: FiltroExibirBot;
  quantidade: number;
  ordem: OrdemBot | null;
}

/** The panel's values: the period sent to the lists (ISO dates) and the filters of the rows shown. */
export interface FiltrosBot {
  dt_inicio: string;
  dt_fim: string;
  exibir: FiltroExibirBot;
  quantidade: number;
  /** 'campo:asc' or 'campo:desc'; '' sorts by name. */
  ordem: string;
  /** The text filter of the rows (not kept). */
  texto: string;
}

function filtrosPadrao(): FiltrosSalvos {
  const hoje = dataNegocio();
  return { dt_inicio: somarDias(hoje, -30), dt_fim: hoje, exibir: '0', quantidade: 25, ordem: null };
}

/** A value kept in the browser with when it was saved. */
export function lerSalvo<T>(chave: string): { salvoEm: number; valor: T } | null {
  return lerArmazenado(chave, (v) =>
    v && typeof v === 'object' && typeof (v as { salvoEm?: unknown }).salvoEm === 'number'
      ? (v as { salvoEm: number; valor: T })
      : null,
  );
}

function lerFiltros(): FiltrosBot {
  const salvo = lerSalvo<FiltrosSalvos>(CHAVES_BOT.filtros);
  const f =
    !salvo || Date.now() - salvo.salvoEm > VALIDADE_ESTADO_BOT_MS
      ? filtrosPadrao()
      : { ...filtrosPadrao(), ...salvo.valor };
  const ordem = f.ordem ? `${f.ordem.campo}:${f.ordem.desc ? 'desc' : 'asc'}` : '';
  return { ...f, ordem, texto: '' };
}

/** The sort of the rows chosen in the panel. */
export function ordemDe(valor: string): OrdemBot | null {
  const [campo, dir] = valor.split(':');
  return campo ? { campo: campo as CampoOrdemBot, desc: dir === 'desc' } : null;
}

/**
 * The bot's filter panel on the form layer: the period checked by the lists' query schema (its
 * message beside 'Data inicial'), the rows' filters, and the filters kept in the browser.
 */
export function useFiltrosBot() {
  const inicial = useMemo(lerFiltros, []);
  const f = useFormulario(
    periodoBotQuery,
    inicial,
    (v): PeriodoBotQuery => ({ dt_inicio: v.dt_inicio, dt_fim: v.dt_fim }),
  );
  const valores = f.form.watch();
  const salvos: FiltrosSalvos = {
    dt_inicio: valores.dt_inicio,
    dt_fim: valores.dt_fim,
    exibir: valores.exibir,
    quantidade: valores.quantidade,
    ordem: ordemDe(valores.ordem),
  };
  const guardar = JSON.stringify(salvos);
  useEffect(() => {
    const t = setTimeout(
      () => gravarArmazenado(CHAVES_BOT.filtros, { salvoEm: Date.now(), valor: JSON.parse(guardar) }),
      ATRASO_SALVAR_FILTROS_MS,
    );
    return () => clearTimeout(t);
  }, [guardar]);
  const periodo = f.envio();
  return { f, valores, periodo, periodoValido: periodoBotQuery.safeParse(periodo).success };
}

const ORDENS = [
  { value: '', label: 'Nome' },
  { value: 'ID_OPTANTE_SIMPLES_NAC:asc', label: 'Simples (crescente)' },
  { value: 'ID_OPTANTE_SIMPLES_NAC:desc', label: 'Simples (decrescente)' },
  { value: 'DT_VALIDA_SIMPLES:asc', label: 'Validado em (crescente)' },
  { value: 'DT_VALIDA_SIMPLES:desc', label: 'Validado em (decrescente)' },
];

/** The filter panel: period, what to show, how many, the order and the text filter. */
export function PainelFiltrosBot({
  f,
  bloqueado,
}: {
  f: Formulario<FiltrosBot, PeriodoBotQuery>;
  /** A running bot or a queue keeps the lists as they are. */
  bloqueado: boolean;
}) {
  const inicio = f.campo.data('dt_inicio');
  const fim = f.campo.data('dt_fim');
  const exibir = f.campo.selecao('exibir');
  return (
    <Paper withBorder p="sm">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <DateField
          label="Data inicial"
          value={inicio.value}
          onChange={(v) => v && inicio.onChange(v)}
          error={inicio.error}
          disabled={bloqueado}
          w={160}
        />
        <DateField
          label="Data final"
          value={fim.value}
          onChange={(v) => {
            if (!v) return;
            fim.onChange(v);
            // the period's rule is on its start: checked again
            inicio.onBlur();
          }}
          error={fim.error}
          disabled={bloqueado}
          w={160}
        />
        <Select
          label="Exibir"
          data={EXIBIR_BOT.map((o) => ({ value: o.value, label: o.label }))}
          {...exibir}
          onChange={(v) => v && exibir.onChange(v)}
          allowDeselect={false}
          disabled={bloqueado}
          w={170}
        />
        <Select
          label="Quantidade"
          data={QUANTIDADES_BOT.map((q) => String(q))}
          value={String(f.valor('quantidade'))}
          onChange={(v) => v && f.definir('quantidade', Number(v))}
          allowDeselect={false}
          disabled={bloqueado}
          w={110}
        />
        <Select
          label="Ordenar por"
          data={ORDENS}
          value={f.valor('ordem')}
          onChange={(v) => f.definir('ordem', v ?? '')}
          allowDeselect={false}
          w={220}
        />
        <TextInput
          label="Filtrar"
          placeholder="CNPJ, cliente, observação..."
          {...f.campo.texto('texto')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
    </Paper>
  );
}
