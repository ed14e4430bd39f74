import { filtrarLinhas, LIMITES_CONTROLES, MENSAGENS_CONTROLES } from '@backoffice/domain/controles';
import { ActionIcon, Box, Menu, Stack, Table, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconDots,
} from '@tabler/icons-react';
import {
  type ColumnDef,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import {
  Fragment,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ListFilter } from '../controls/list-filter';
import { type AcaoVazio, EmptyState, LoadingState } from '../controls/list-states';
import { PaginationBar } from '../controls/pagination-bar';
import classes from './tabela-lista.module.css';

/** A value a column sorts by: texts in Portuguese order (accents and case aside), numbers, dates. */
export type ValorOrdenacao = string | number | Date | null | undefined;

export interface ColunaLista<T> {
  id: string;
  titulo: ReactNode;
  /** The cell of a row. */
  celula: (linha: T) => ReactNode;
  /** When given, the column sorts by this value (a button in its header). */
  ordenar?: (linha: T) => ValorOrdenacao;
  /** Text for the sort button when the title is not plain text. */
  nomeOrdenacao?: string;
  largura?: number | string;
  alinhar?: 'left' | 'center' | 'right';
}

export interface TabelaListaProps<T> {
  /** Accessible name of the table ('Candidatos do autoatendimento'). */
  rotulo: string;
  colunas: ColunaLista<T>[];
  /** The rows; undefined while the first answer is on its way. */
  linhas: readonly T[] | undefined;
  chave: (linha: T) => string | number;
  /** Shows 'Carregando...' instead of the rows (also when `linhas` is undefined). */
  carregando?: boolean;
  /** A free-text filter over every text field, with 'Exibindo X de Y'. */
  filtro?: boolean | { rotulo?: string; placeholder?: string };
  /** Pages of the list (default 50, choices 10/20/50/100); false shows every row. */
  paginacao?: false | { tamanho?: number; tamanhos?: readonly number[] };
  ordenacaoInicial?: { id: string; desc?: boolean };
  /** The row's actions, in a last column 'Ações'. */
  acoes?: (linha: T) => ReactNode;
  /** Text of an empty list (and what to do next under it, with an optional button that does it). */
  vazio?: string;
  dicaVazio?: string;
  acaoVazio?: AcaoVazio;
  /**
   * The screen's own filters are not its defaults: an empty list is 'no results for these filters'
   * (this text and hint) with 'Limpar filtros', which calls `limpar`; not 'nothing yet'.
   */
  vazioFiltrado?: { texto: string; dica?: string; limpar: () => void };
  /**
   * Told the rows the filter shows, in their sorted order (all pages), whenever they change: a
   * selection's 'select all' and shift-click ranges follow what is on screen.
   */
  aoMudarVisiveis?: (linhas: readonly T[]) => void;
  /** Attributes of a row (data-testid, aria-selected...). */
  propsLinha?: (linha: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, unknown>;
  /**
   * What the row's link opens: a click anywhere on the row does it too (not on the row's own links,
   * buttons or fields, nor when the user selects text). The keyboard reaches it by that link.
   */
  aoAbrirLinha?: (linha: T) => void;
  /** Controls shown beside the filter (a unit selector, a refresh button). */
  ferramentas?: ReactNode;
  /** Width under which the table scrolls sideways. */
  larguraMinima?: number;
  /** Height over which the rows scroll under a fixed header (lists inside modals). */
  alturaMaxima?: number;
  /** A detail shown under a row, opened and closed by a button at the row's start. */
  detalhe?: {
    conteudo: (linha: T) => ReactNode;
    /** Accessible name of the row's button ('Mensagens de Ana Souza'). */
    rotulo: (linha: T) => string;
    /** Keys of the rows open at first. */
    abertas?: readonly (string | number)[];
  };
}

const COLLATOR = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Compares two sort values; empty values go last. */
export function compararValores(a: ValorOrdenacao, b: ValorOrdenacao): number {
  const vazioA = a === null || a === undefined || a === '';
  const vazioB = b === null || b === undefined || b === '';
  if (vazioA || vazioB) return vazioA === vazioB ? 0 : vazioA ? 1 : -1;
  if (a instanceof Date || b instanceof Date) return new Date(a).getTime() - new Date(b).getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return COLLATOR.compare(String(a), String(b));
}

/** An ISO date or timestamp of a row as a sort value (empty when absent or unreadable). */
export function comoData(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

function rotuloOrdem(nome: string, ordem: false | 'asc' | 'desc'): string {
  if (ordem === 'asc') return `Ordenar por ${nome}: crescente (clique para decrescente)`;
  if (ordem === 'desc') return `Ordenar por ${nome}: decrescente (clique para sem ordem)`;
  return `Ordenar por ${nome}`;
}

/** A plain click on the row itself: not on one of its controls, not ending a text selection. */
function cliqueNaLinha(e: MouseEvent<HTMLElement>): boolean {
  if (e.button !== 0) return false;
  const alvo = e.target as Element;
  const controle = alvo.closest(
    'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]',
  );
  if (controle && e.currentTarget.contains(controle)) return false;
  return !window.getSelection()?.toString();
}

/** Texts up to this many characters are never cut: they keep their whole width. */
const TEXTO_CURTO = 16;

/**
 * A text of a row on one line. A long one is cut with '…' only when its column has no room left (its
 * column may narrow to about 6rem, never below), and then the whole text is its `title`; where there is
 * room it is shown whole.
 */
export function TextoLinha({ children, className }: { children: string | number; className?: string }) {
  const texto = String(children);
  if (texto.length <= TEXTO_CURTO)
    return <span className={className ? `${classes.inteiro} ${className}` : classes.inteiro}>{texto}</span>;
  return (
    <span className={classes.corte}>
      <span
        className={className ? `${classes.cortado} ${className}` : classes.cortado}
        data-texto-linha
        // the title is given when the pointer or the focus reaches it, and only when the text is cut
        onPointerEnter={(e) => marcarCorte(e.currentTarget, texto)}
      >
        {texto}
      </span>
    </span>
  );
}

function marcarCorte(el: HTMLElement, texto: string) {
  if (el.scrollWidth > el.clientWidth) el.title = texto;
  else el.removeAttribute('title');
}

/** A cell that is plain text is drawn on one line (`TextoLinha`); any other cell as its column drew it. */
function celulaEmLinha(c: ReactNode): ReactNode {
  return typeof c === 'string' || typeof c === 'number' ? <TextoLinha>{c}</TextoLinha> : c;
}

/** One action of a row's menu or buttons. */
export interface AcaoLinha {
  rotulo: string;
  icone: ReactNode;
  aoClicar: () => void;
  /** Why it cannot be done now: the action is shown disabled with this text. */
  indisponivel?: string | false;
  cor?: string;
  /** Accessible name of its button when shown as a button ('Ver candidatos da vaga 12'). */
  nome?: string;
}

/**
 * The actions of a row: up to two are icon buttons with tooltips; more are one '⋯' button opening a
 * menu (its accessible name is `rotulo`, 'Ações da vaga 12'), so a row keeps one narrow column.
 */
export function AcoesDaLinha({ rotulo, acoes }: { rotulo: string; acoes: readonly AcaoLinha[] }) {
  if (acoes.length <= 2)
    return (
      <Box className={classes.botoesLinha}>
        {acoes.map((a) => (
          <Tooltip key={a.rotulo} label={a.indisponivel || a.rotulo}>
            <ActionIcon
              variant="subtle"
              color={a.cor}
              aria-label={a.nome ?? a.rotulo}
              disabled={Boolean(a.indisponivel)}
              onClick={a.aoClicar}
            >
              {a.icone}
            </ActionIcon>
          </Tooltip>
        ))}
      </Box>
    );
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={rotulo}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {acoes.map((a) => (
          <Menu.Item
            key={a.rotulo}
            leftSection={a.icone}
            color={a.cor}
            disabled={Boolean(a.indisponivel)}
            title={a.indisponivel || undefined}
            onClick={a.aoClicar}
          >
            {a.rotulo}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The list of records of every screen: its filter with 'Exibindo X de Y', sortable columns (a button in
 * the header, `aria-sort` on it), pages with the spec's sizes, 'Carregando...' and 'Não há dados para
 * exibir...' states, and the row actions. Built on TanStack Table (headless), drawn with Mantine.
 */
export function TabelaLista<T extends object>({
  rotulo,
  colunas,
  linhas,
  chave,
  carregando = false,
  filtro = false,
  paginacao = {},
  ordenacaoInicial,
  acoes,
  vazio,
  dicaVazio,
  acaoVazio,
  vazioFiltrado,
  propsLinha,
  aoMudarVisiveis,
  aoAbrirLinha,
  ferramentas,
  larguraMinima = 600,
  alturaMaxima,
  detalhe,
}: TabelaListaProps<T>) {
  const [texto, setTexto] = useState('');
  const propsDaLinha = (linha: T) => {
    const proprias = propsLinha?.(linha);
    if (!aoAbrirLinha) return proprias;
    return {
      ...proprias,
      className: proprias?.className ? `${proprias.className} ${classes.abrivel}` : classes.abrivel,
      onClick: (e: MouseEvent<HTMLTableRowElement>) => {
        proprias?.onClick?.(e);
        if (e.defaultPrevented || !cliqueNaLinha(e)) return;
        aoAbrirLinha(linha);
      },
    };
  };
  const [abertas, setAbertas] = useState<ReadonlySet<string>>(
    () => new Set((detalhe?.abertas ?? []).map(String)),
  );
  const alternar = (id: string) =>
    setAbertas((a) => {
      const b = new Set(a);
      if (!b.delete(id)) b.add(id);
      return b;
    });
  const idTabela = useId();
  const totalColunas = colunas.length + (acoes ? 1 : 0) + (detalhe ? 1 : 0);
  const todas = useMemo(() => linhas ?? [], [linhas]);
  const filtradas = useMemo(
    () => (filtro ? filtrarLinhas(todas, texto) : [...todas]),
    [todas, texto, filtro],
  );
  const [ordenacao, setOrdenacao] = useState<SortingState>(
    ordenacaoInicial ? [{ id: ordenacaoInicial.id, desc: ordenacaoInicial.desc ?? false }] : [],
  );
  const tamanhoInicial = paginacao ? (paginacao.tamanho ?? LIMITES_CONTROLES.tamanhoPaginaPadrao) : 0;
  const [pagina, setPagina] = useState({ pageIndex: 0, pageSize: tamanhoInicial || 1 });

  // a new filter starts again at the first page; a list refreshed after a row's action keeps its page,
  // within the last one when rows left (adjusted while rendering, not in an effect); a screen showing
  // another list altogether gives the table a new `key`
  const [filtroAnterior, setFiltroAnterior] = useState(texto);
  if (filtroAnterior !== texto) {
    setFiltroAnterior(texto);
    if (pagina.pageIndex !== 0) setPagina((p) => ({ ...p, pageIndex: 0 }));
  }
  const ultimaPagina = Math.max(0, Math.ceil(filtradas.length / pagina.pageSize) - 1);
  if (paginacao && pagina.pageIndex > ultimaPagina) setPagina((p) => ({ ...p, pageIndex: ultimaPagina }));

  const definicoes = useMemo<ColumnDef<T>[]>(
    () =>
      colunas.map((c) => ({
        id: c.id,
        accessorFn: c.ordenar ? (l: T) => c.ordenar?.(l) : undefined,
        enableSorting: Boolean(c.ordenar),
        sortingFn: (a, b) => compararValores(c.ordenar?.(a.original), c.ordenar?.(b.original)),
        sortUndefined: 'last',
      })),
    [colunas],
  );

  const tabela = useReactTable<T>({
    data: filtradas,
    columns: definicoes,
    state: { sorting: ordenacao, ...(paginacao ? { pagination: pagina } : {}) },
    onSortingChange: setOrdenacao,
    onPaginationChange: setPagina,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(paginacao ? { getPaginationRowModel: getPaginationRowModel() } : {}),
    getRowId: (l) => String(chave(l)),
    autoResetPageIndex: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
  });

  const mostradas = tabela.getRowModel().rows;
  const ordenadas = tabela.getSortedRowModel().rows;
  const chaveVisiveis = ordenadas.map((r) => r.id).join(',');
  const avisarVisiveis = useRef(aoMudarVisiveis);
  avisarVisiveis.current = aoMudarVisiveis;
  const ordenadasRef = useRef(ordenadas);
  ordenadasRef.current = ordenadas;
  // biome-ignore lint/correctness/useExhaustiveDependencies: told again only when the rows shown change
  useEffect(() => {
    avisarVisiveis.current?.(ordenadasRef.current.map((r) => r.original));
  }, [chaveVisiveis]);
  const esperando = carregando || linhas === undefined;
  const opcoesFiltro = typeof filtro === 'object' ? filtro : {};

  return (
    <Stack gap="xs">
      {(filtro || ferramentas) && (
        <Box className={classes.ferramentas}>
          {filtro && (
            <Box className={classes.filtro}>
              <ListFilter
                value={texto}
                onChange={setTexto}
                shown={filtradas.length}
                total={todas.length}
                label={opcoesFiltro.rotulo}
                placeholder={opcoesFiltro.placeholder}
                countText={MENSAGENS_CONTROLES.exibindo}
              />
            </Box>
          )}
          {ferramentas}
        </Box>
      )}
      <Table.ScrollContainer minWidth={larguraMinima} maxHeight={alturaMaxima}>
        <Table
          striped
          highlightOnHover
          stickyHeader={alturaMaxima !== undefined}
          aria-label={rotulo}
          aria-busy={esperando || undefined}
          verticalSpacing={6}
          horizontalSpacing={8}
          className={classes.tabela}
        >
          <Table.Thead>
            <Table.Tr>
              {detalhe && (
                <Table.Th scope="col" w={40}>
                  <VisuallyHidden>Detalhes</VisuallyHidden>
                </Table.Th>
              )}
              {colunas.map((c) => {
                const coluna = tabela.getColumn(c.id);
                const ordem = coluna?.getIsSorted() ?? false;
                const nome = c.nomeOrdenacao ?? (typeof c.titulo === 'string' ? c.titulo : c.id);
                return (
                  <Table.Th
                    key={c.id}
                    scope="col"
                    w={c.largura}
                    ta={c.alinhar}
                    aria-sort={
                      c.ordenar
                        ? ordem === 'asc'
                          ? 'ascending'
                          : ordem === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                  >
                    {c.ordenar && coluna ? (
                      <UnstyledButton
                        className={classes.ordenar}
                        onClick={coluna.getToggleSortingHandler()}
                        aria-label={rotuloOrdem(nome, ordem)}
                      >
                        <span>{c.titulo}</span>
                        {ordem === 'asc' ? (
                          <IconArrowUp size={14} aria-hidden />
                        ) : ordem === 'desc' ? (
                          <IconArrowDown size={14} aria-hidden />
                        ) : (
                          <IconArrowsSort size={14} aria-hidden className={classes.semOrdem} />
                        )}
                      </UnstyledButton>
                    ) : (
                      c.titulo
                    )}
                  </Table.Th>
                );
              })}
              {acoes && (
                <Table.Th scope="col" ta="right" className={classes.colunaAcoes}>
                  Ações
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!esperando &&
              mostradas.map((r) => {
                const aberta = detalhe ? abertas.has(r.id) : false;
                const idDetalhe = `${idTabela}-detalhe-${r.id}`;
                return (
                  <Fragment key={r.id}>
                    <Table.Tr {...propsDaLinha(r.original)}>
                      {detalhe && (
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={detalhe.rotulo(r.original)}
                            aria-expanded={aberta}
                            aria-controls={aberta ? idDetalhe : undefined}
                            onClick={() => alternar(r.id)}
                          >
                            {aberta ? (
                              <IconChevronDown size={16} aria-hidden />
                            ) : (
                              <IconChevronRight size={16} aria-hidden />
                            )}
                          </ActionIcon>
                        </Table.Td>
                      )}
                      {colunas.map((c) => (
                        <Table.Td key={c.id} ta={c.alinhar}>
                          {celulaEmLinha(c.celula(r.original))}
                        </Table.Td>
                      ))}
                      {acoes && (
                        <Table.Td ta="right" className={`${classes.acoes} ${classes.colunaAcoes}`}>
                          {acoes(r.original)}
                        </Table.Td>
                      )}
                    </Table.Tr>
                    {detalhe && aberta && (
                      <Table.Tr id={idDetalhe} className={classes.detalhe}>
                        <Table.Td colSpan={totalColunas}>{detalhe.conteudo(r.original)}</Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {esperando ? (
        <LoadingState />
      ) : filtradas.length === 0 ? (
        todas.length > 0 ? (
          // rows there are, but the text typed leaves none
          <EmptyState
            tipo="filtrado"
            text={`Nenhum resultado para “${texto.trim()}”.`}
            dica="Confira o texto digitado ou limpe o filtro para ver todas as linhas."
            acao={{ rotulo: 'Limpar filtro', aoClicar: () => setTexto('') }}
          />
        ) : vazioFiltrado ? (
          <EmptyState
            tipo="filtrado"
            text={vazioFiltrado.texto}
            dica={vazioFiltrado.dica}
            acao={{ rotulo: 'Limpar filtros', aoClicar: vazioFiltrado.limpar }}
          />
        ) : (
          <EmptyState text={vazio} dica={dicaVazio} acao={acaoVazio} />
        )
      ) : (
        paginacao && (
          <PaginationBar
            total={filtradas.length}
            page={pagina.pageIndex + 1}
            pageSize={pagina.pageSize}
            onPageChange={(n) => setPagina((p) => ({ ...p, pageIndex: n - 1 }))}
            onPageSizeChange={(n) => setPagina({ pageIndex: 0, pageSize: n })}
            pageSizes={paginacao.tamanhos}
          />
        )
      )}
    </Stack>
  );
}
