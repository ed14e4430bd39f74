import { CONTRATOS_FATURAMENTO_AVALIACAO as C } from '@backoffice/domain/contratos/faturamento-avaliacao';
import { formatarData } from '@backoffice/domain/datas';
import { LIMITES_FATURAMENTO, MENSAGENS_FATURAMENTO } from '@backoffice/domain/faturamento';
import {
  type FaturamentoAvaliacaoBody,
  type FaturamentoRequisicaoResposta,
  type FaturamentoVagaRequisicao,
  faturamentoAvaliacaoBody,
  formatarPercentualFaturamento,
  MENSAGENS_FATURAMENTO_AVALIACAO as M,
} from '@backoffice/domain/faturamento-avaliacao';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { DateField } from '../../components/controls/date-field';
import { NumberField } from '../../components/controls/number-field';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { ApiError } from '../../lib/api-client';
import { consulta, useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { type Formulario, useFormulario } from '../../lib/formulario/formulario';
import { notify } from '../../lib/notify';
import type { PaginaAbaProps } from '../../lib/tabs';
import { BadgeEstadoFaturamento, OCULTO, ParteFaturamento } from './partes-faturamento';

/** A requisition number of the tab's parameters, or null. */
function numeroDe(texto: string | undefined): number | null {
  return texto && /^\d{1,15}$/.test(texto) && Number(texto) > 0 ? Number(texto) : null;
}

/**
 * Faturamento Avaliação › Criar: a requisition number, then its vacancies with their billing, the
 * percentages and dates editable where the vacancy allows it (the reason shown where it does not),
 * saved at once (one transaction, with the Faturamento tab's rules). Codes 58, 59, 60. The tab's
 * parameter `nrRequisicao` opens a requisition straight away (Pesquisar links here).
 */
export function FaturamentoAvaliacaoCriarPage({ params }: PaginaAbaProps) {
  const doParametro = numeroDe(params.nrRequisicao);
  const [digitado, setDigitado] = useState<number | null>(doParametro);
  const [nr, setNr] = useState<number | null>(doParametro);
  // a save that went through starts the form again from the billing read after it
  const [versao, setVersao] = useState(0);
  const q = useQuery({
    ...consulta(C.requisicao, { params: { nrRequisicao: nr ?? 0 } }, M.falhaRequisicao),
    enabled: nr !== null,
  });
  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : M.falhaRequisicao) : null;

  return (
    <Stack gap="sm" p="md">
      <Title order={2} size="h3">
        Faturamento Avaliação - Criar
      </Title>
      <Paper withBorder p="sm">
        <form
          aria-label="Requisição a faturar"
          onSubmit={(e) => {
            e.preventDefault();
            setNr(digitado);
          }}
        >
          <Group align="flex-end" gap="sm">
            <NumberField
              label="Número da requisição"
              w={200}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=""
              value={digitado}
              onChange={setDigitado}
            />
            <Button type="submit" variant="default" disabled={digitado === null} loading={q.isFetching}>
              Carregar vagas
            </Button>
          </Group>
        </form>
      </Paper>
      {erro && (
        <Alert color="red" role="alert">
          {erro}
        </Alert>
      )}
      {nr === null && (
        <Text size="sm" c="gray.7">
          Informe o número da requisição para ver as suas vagas e definir o faturamento de cada uma.
        </Text>
      )}
      {q.data && (
        <FaturamentoDaRequisicao
          key={`${q.data.NR_REQUISICAO}-${versao}`}
          dados={q.data}
          aoSalvar={() => setVersao((v) => v + 1)}
        />
      )}
    </Stack>
  );
}

/** The parts of a vacancy's billing, in the tab's order, by the names of the body. */
const PARTES = [
  {
    id: 'adiantamento',
    titulo: 'Adiantamento',
    pc: 'pc_adiantamento',
    dt: 'dt_adiantamento',
    rotuloPc: '% adiantamento',
    rotuloDt: 'Data do adiantamento',
  },
  {
    id: 'encaminhamento',
    titulo: 'Encaminhamento',
    pc: 'pc_encaminhamento',
    dt: 'dt_encaminhamento',
    rotuloPc: '% encaminhamento',
    rotuloDt: 'Data do encaminhamento',
  },
  {
    id: 'fechamento',
    titulo: 'Fechamento',
    pc: 'pc_faturamento',
    dt: 'dt_faturamento',
    rotuloPc: '% fechamento',
    rotuloDt: 'Data do fechamento',
  },
] as const;
type Parte = (typeof PARTES)[number];

/** One editable vacancy as the form holds it (dates ISO, '' when empty). */
interface LinhaForm {
  nr_vaga: number;
  pc_adiantamento: number | null;
  dt_adiantamento: string;
  pc_encaminhamento: number | null;
  dt_encaminhamento: string;
  pc_faturamento: number | null;
  dt_faturamento: string;
}
interface ValoresForm {
  vagas: LinhaForm[];
}

function linhaInicial(v: FaturamentoVagaRequisicao): LinhaForm {
  return {
    nr_vaga: v.NR_VAGA,
    pc_adiantamento: v.AD_PC_FATURAMENTO,
    dt_adiantamento: v.AD_DT_FATURAMENTO ?? '',
    pc_encaminhamento: v.PC_FAT_ENCAMINHAMENTO,
    dt_encaminhamento: v.DT_FAT_ENCAMINHAMENTO ?? '',
    pc_faturamento: v.PC_FATURAMENTO,
    dt_faturamento: v.DT_FATURAMENTO ?? '',
  };
}

/** The line as the save sends it. */
function linhaEnvio(l: LinhaForm): FaturamentoAvaliacaoBody['vagas'][number] {
  return {
    nr_vaga: l.nr_vaga,
    pc_adiantamento: l.pc_adiantamento,
    dt_adiantamento: l.dt_adiantamento || null,
    pc_encaminhamento: l.pc_encaminhamento,
    dt_encaminhamento: l.dt_encaminhamento || null,
    pc_faturamento: l.pc_faturamento,
    dt_faturamento: l.dt_faturamento || null,
  };
}

/** A line differs from what is stored (an empty percentage and 0 are the same). */
function alterada(l: LinhaForm, inicial: LinhaForm): boolean {
  return PARTES.some(
    (p) => (l[p.pc] ?? 0) !== (inicial[p.pc] ?? 0) || (l[p.dt] || null) !== (inicial[p.dt] || null),
  );
}

const totalDa = (l: LinhaForm) =>
  Math.round(((l.pc_adiantamento ?? 0) + (l.pc_encaminhamento ?? 0) + (l.pc_faturamento ?? 0)) * 100) / 100;

/** 'vagas.3.pc_faturamento: Vaga 12: …' of a save, the line numbered as sent. */
const RECUSA_DE_LINHA = /^vagas\.(\d+)\.(\w+):\s*(.+)$/s;

function FaturamentoDaRequisicao({
  dados,
  aoSalvar,
}: {
  dados: FaturamentoRequisicaoResposta;
  /** After a save went through and the requisition was read again. */
  aoSalvar: () => void;
}) {
  const editaveis = useMemo(() => dados.VAGAS.filter((v) => v.ID_EDITAVEL === 'S'), [dados]);
  const inicial = useMemo<ValoresForm>(() => ({ vagas: editaveis.map(linhaInicial) }), [editaveis]);
  const indice = useMemo(() => new Map(editaveis.map((v, i) => [v.NR_VAGA, i])), [editaveis]);
  // Each changed line is checked with the save's own schema (the tab's rules, messages naming the
  // vacancy), its findings put on the line's fields; unchanged lines are not sent, not checked.
  const esquema = useMemo(
    () =>
      z.object({ vagas: z.array(z.unknown()) }).superRefine((v, ctx) => {
        (v.vagas as LinhaForm[]).forEach((l, i) => {
          const antes = inicial.vagas[i];
          if (!antes || !alterada(l, antes)) return;
          const r = faturamentoAvaliacaoBody.safeParse({
            nr_requisicao: dados.NR_REQUISICAO,
            vagas: [linhaEnvio(l)],
          });
          if (r.success) return;
          for (const issue of r.error.issues)
            ctx.addIssue({
              code: 'custom',
              path: ['vagas', i, ...issue.path.slice(2)],
              message: issue.message,
            });
        });
      }),
    [dados.NR_REQUISICAO, inicial],
  );
  const f = useFormulario(esquema, inicial, (v: ValoresForm) => v);
  const salvar = useAcao(C.salvar, { silencioso: true, sucesso: (r) => r.message });
  const valores = f.form.watch();
  const alteradas = (valores.vagas ?? []).filter((l, i) => inicial.vagas[i] && alterada(l, inicial.vagas[i]));

  const enviar = f.aoEnviar(async () => {
    const linhas = f.form.getValues().vagas;
    const enviadas = linhas.map((l, i) => ({ l, i })).filter(({ l, i }) => alterada(l, inicial.vagas[i]));
    if (enviadas.length === 0) {
      notify.info(M.semAlteracoes);
      return;
    }
    try {
      // resolves once the reads the save changes were read again (the contract's invalidation)
      await salvar.mutateAsync({
        corpo: { nr_requisicao: dados.NR_REQUISICAO, vagas: enviadas.map(({ l }) => linhaEnvio(l)) },
      });
      aoSalvar();
    } catch (falha) {
      // the refusal names the lines as sent: put each on the form's line
      if (falha instanceof ApiError && falha.status === 400) {
        const corpo = falha.corpo as { error?: unknown };
        const textos = (Array.isArray(corpo?.error) ? corpo.error : [corpo?.error]).map((t) => {
          const m = typeof t === 'string' ? RECUSA_DE_LINHA.exec(t) : null;
          const linha = m ? enviadas[Number(m[1])] : undefined;
          return m && linha ? `vagas.${linha.i}.${m[2]}: ${m[3]}` : t;
        });
        throw new ApiError(400, { error: textos }, falha.mensagem, true);
      }
      if (falha instanceof ApiError && !falha.notificado) notify.erro(falha.mensagem || M.falhaSalvar);
    }
  });

  const colunas: ColunaLista<FaturamentoVagaRequisicao>[] = [
    {
      id: 'vaga',
      titulo: 'Vaga',
      celula: (v) => (
        <CelulaVaga
          v={v}
          erro={indice.has(v.NR_VAGA) ? f.erro(`vagas.${indice.get(v.NR_VAGA)}.nr_vaga`) : undefined}
        />
      ),
    },
    ...PARTES.map(
      (p): ColunaLista<FaturamentoVagaRequisicao> => ({
        id: p.id,
        titulo: p.titulo,
        celula: (v) => {
          const i = indice.get(v.NR_VAGA);
          return i === undefined ? (
            <ParteFaturamento pc={pcDe(v, p)} dt={dtDe(v, p)} faturado={faturadoDe(v, p)} />
          ) : (
            <CelulaParte f={f} i={i} v={v} parte={p} dados={dados} />
          );
        },
      }),
    ),
    {
      id: 'total',
      titulo: 'Total',
      celula: (v) => {
        const i = indice.get(v.NR_VAGA);
        const linha = i === undefined ? undefined : valores.vagas?.[i];
        return <CelulaTotal v={v} total={linha ? totalDa(linha) : v.PC_TOTAL} />;
      },
    },
    {
      id: 'estado',
      titulo: 'Faturamento',
      celula: (v) => <BadgeEstadoFaturamento estado={v.ESTADO_FATURAMENTO} />,
    },
  ];

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" component="section" aria-label={`Requisição ${dados.NR_REQUISICAO}`}>
        <Group gap="xl" wrap="wrap">
          <Dado rotulo="Requisição" valor={String(dados.NR_REQUISICAO)} />
          <Dado rotulo="Cliente" valor={dados.NM_CLIENTE} />
          <Dado rotulo="Unidade" valor={dados.NM_EMPRESA} />
          <Dado rotulo="Data da requisição" valor={formatarData(dados.DT_REQUISICAO)} />
          <Dado
            rotulo="Vagas"
            valor={`${dados.VAGAS.length} (${editaveis.length} com faturamento editável)`}
          />
        </Group>
      </Paper>
      <Text size="sm" c="gray.7">
        Total de cada vaga até {dados.PC_TOTAL_MAXIMO}%, nunca abaixo do já faturado; datas novas a partir de{' '}
        {formatarData(dados.DT_FATURAMENTO_MINIMA)}. Uma parte já faturada não muda.
      </Text>
      {dados.VAGAS.length === 0 && <Alert color="blue">{M.requisicaoSemVagas}</Alert>}
      {dados.VAGAS.length > 0 && editaveis.length === 0 && <Alert color="yellow">{M.semEditaveis}</Alert>}
      <form
        onSubmit={(e) => void enviar(e)}
        aria-label={`Faturamento das vagas da requisição ${dados.NR_REQUISICAO}`}
      >
        <Stack gap="sm">
          <AlertaFormulario mensagem={f.erroGeral} />
          <TabelaLista
            rotulo={`Vagas da requisição ${dados.NR_REQUISICAO}`}
            colunas={colunas}
            linhas={dados.VAGAS}
            chave={(v) => v.NR_VAGA}
            paginacao={false}
            larguraMinima={1000}
            vazio={M.requisicaoSemVagas}
            propsLinha={(v) => ({ 'data-testid': `criar-vaga-${v.NR_VAGA}` })}
          />
          {editaveis.length > 0 && (
            <Group gap="sm">
              <Button type="submit" loading={f.pendente}>
                Salvar
              </Button>
              <Button
                variant="default"
                disabled={alteradas.length === 0 || f.pendente}
                onClick={() => f.form.reset(inicial)}
              >
                Desfazer alterações
              </Button>
              <Text size="sm" c="gray.7" role="status">
                {alteradas.length === 0
                  ? 'Nenhuma vaga alterada.'
                  : alteradas.length === 1
                    ? '1 vaga alterada.'
                    : `${alteradas.length} vagas alteradas.`}
              </Text>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

function Dado({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text size="sm" fw={600}>
        {valor}
      </Text>
    </div>
  );
}

const pcDe = (v: FaturamentoVagaRequisicao, p: Parte) =>
  p.id === 'adiantamento'
    ? v.AD_PC_FATURAMENTO
    : p.id === 'encaminhamento'
      ? v.PC_FAT_ENCAMINHAMENTO
      : v.PC_FATURAMENTO;
const dtDe = (v: FaturamentoVagaRequisicao, p: Parte) =>
  p.id === 'adiantamento'
    ? v.AD_DT_FATURAMENTO
    : p.id === 'encaminhamento'
      ? v.DT_FAT_ENCAMINHAMENTO
      : v.DT_FATURAMENTO;
const faturadoDe = (v: FaturamentoVagaRequisicao, p: Parte) =>
  (p.id === 'adiantamento'
    ? v.ID_ADIANTAMENTO_FATURADO
    : p.id === 'encaminhamento'
      ? v.ID_ENCAMINHAMENTO_FATURADO
      : v.ID_FECHAMENTO_FATURADO) === 'S';

/** The vacancy: number, position, situation; why its billing cannot change; a refusal of the save. */
function CelulaVaga({ v, erro }: { v: FaturamentoVagaRequisicao; erro: string | undefined }) {
  return (
    <Stack gap={2} maw={260}>
      <Text size="sm" fw={600}>
        {v.NR_VAGA}
      </Text>
      <Text size="xs" c="gray.7">
        {v.NM_CARGO ?? '—'} · {v.NM_SITUACAO_VAGA}
      </Text>
      {v.DS_BLOQUEIO && (
        <Group gap={4} wrap="nowrap" align="flex-start">
          <IconLock size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="gray.8" fw={500}>
            {v.DS_BLOQUEIO}
          </Text>
        </Group>
      )}
      {erro && (
        <Text size="xs" c="red.9" role="alert">
          {erro}
        </Text>
      )}
    </Stack>
  );
}

/** A part of an editable vacancy: its percentage and date, disabled when already billed. */
function CelulaParte({
  f,
  i,
  v,
  parte,
  dados,
}: {
  f: Formulario<ValoresForm, unknown>;
  i: number;
  v: FaturamentoVagaRequisicao;
  parte: Parte;
  dados: FaturamentoRequisicaoResposta;
}) {
  const pc = `vagas.${i}.${parte.pc}` as const;
  const dt = `vagas.${i}.${parte.dt}` as const;
  const faturado = faturadoDe(v, parte);
  return (
    <Stack gap={4} w={150}>
      <NumberField
        label={`${parte.rotuloPc} da vaga ${v.NR_VAGA}`}
        labelProps={{ style: OCULTO }}
        size="xs"
        suffix="%"
        min={LIMITES_FATURAMENTO.percentualMin}
        max={LIMITES_FATURAMENTO.percentualMax}
        decimalScale={2}
        allowNegative={false}
        value={f.valor(pc)}
        onChange={(n) => {
          f.definir(pc, n);
          // a part given a percentage gets the default date (next Sunday), as on the tab
          if (n && !f.valor(dt)) f.definir(dt, dados.DT_FATURAMENTO_PADRAO);
        }}
        disabled={faturado}
        error={f.erro(pc)}
      />
      <DateField
        label={`${parte.rotuloDt} da vaga ${v.NR_VAGA}`}
        labelProps={{ style: OCULTO }}
        size="xs"
        value={f.valor(dt) || null}
        onChange={(d) => f.definir(dt, d ?? '')}
        minDate={faturado ? undefined : dados.DT_FATURAMENTO_MINIMA}
        readOnly={faturado}
        error={f.erro(dt)}
      />
      {faturado && (
        <Text size="xs" c="green">
          Já faturado
        </Text>
      )}
    </Stack>
  );
}

/** The vacancy's total as typed, against the billed percent and the highest total. */
function CelulaTotal({ v, total }: { v: FaturamentoVagaRequisicao; total: number }) {
  const aviso =
    total > LIMITES_FATURAMENTO.totalMax
      ? MENSAGENS_FATURAMENTO.totalMaximo
      : total + 0.005 < v.PC_TOTAL_FATURADO
        ? MENSAGENS_FATURAMENTO.totalMinimo(v.PC_TOTAL_FATURADO)
        : null;
  return (
    <Stack gap={0} maw={180}>
      <Text size="sm" fw={600} c={aviso ? 'red.9' : undefined}>
        {formatarPercentualFaturamento(total)}
      </Text>
      <Text size="xs" c="gray.7">
        faturado {formatarPercentualFaturamento(v.PC_TOTAL_FATURADO)}
      </Text>
      {aviso && (
        <Text size="xs" c="red.9">
          {aviso}
        </Text>
      )}
    </Stack>
  );
}
