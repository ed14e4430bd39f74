import { diasDesde, inicioNaColuna, rotuloDias } from '@backoffice/domain/quadro-vaga';
import { type CandidatoRelacionadoLinha, estrelasDaNota } from '@backoffice/domain/vaga-candidatos';
import { useDraggable } from '@dnd-kit/core';
import { Anchor, Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { type KeyboardEvent, memo } from 'react';
import { NotaEstrelas } from '../../../components/controls/nota-estrelas';
import { comShift } from '../lote/coluna-selecao';
import { ParecerBadge } from '../parecer-badge';
import classes from './quadro.module.css';

type Linha = CandidatoRelacionadoLinha;

const INTEIRO = { miw: 'fit-content', styles: { label: { overflow: 'visible' } } } as const;

/** The marks of a candidate the list shows too: PCD and highlight. */
export function MarcasCandidato({ l }: { l: Linha }) {
  return (
    <>
      {l.ID_POSSUE_DEFICIENCIA === 'S' && (
        <Badge size="xs" color="violet" title="Pessoa com deficiência" {...INTEIRO}>
          PCD
        </Badge>
      )}
      {l.ID_DESTAQUE === 'S' && (
        <Badge size="xs" color="orange" title="Candidato em destaque" {...INTEIRO}>
          HOT
        </Badge>
      )}
    </>
  );
}

export interface CartaoQuadroProps {
  linha: Linha;
  selecionado: boolean;
  /** Toggles the card's selection; `intervalo` (shift) takes the range from the last one toggled. */
  aoAlternar: (id: number, intervalo: boolean) => void;
  congelada: boolean;
  /** The server's refusal of the last move, shown on the card. */
  recusa?: string;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>, l: Linha) => void;
  onFocus: (l: Linha) => void;
  /** Opens the candidate's record (the name). */
  onAbrir: (l: Linha) => void;
  agora: Date;
  idAjuda: string;
}

/** A candidate on the board: focusable, draggable (unless the vacancy is frozen), selectable. */
export const CartaoQuadro = memo(function CartaoQuadro({
  linha: l,
  selecionado,
  aoAlternar,
  congelada,
  recusa,
  onKeyDown,
  onFocus,
  onAbrir,
  agora,
  idAjuda,
}: CartaoQuadroProps) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: l.CD_PESSOA, disabled: congelada });
  const dias = diasDesde(inicioNaColuna(l), agora);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={6}
      className={classes.cartao}
      data-cartao={l.CD_PESSOA}
      data-arrastando={isDragging || undefined}
      data-congelado={congelada || undefined}
      tabIndex={0}
      aria-label={`${l.NM_PESSOA}${dias === null ? '' : `, ${rotuloDias(dias)} no estágio`}`}
      aria-describedby={idAjuda}
      onKeyDown={(e: KeyboardEvent<HTMLDivElement>) => onKeyDown(e, l)}
      onFocus={(e) => {
        if (e.target === e.currentTarget) onFocus(l);
      }}
      {...listeners}
    >
      <Stack gap={2}>
        <Group gap={6} wrap="nowrap">
          <Checkbox
            aria-label={`Selecionar ${l.NM_PESSOA}`}
            checked={selecionado}
            onChange={(e) => aoAlternar(l.CD_PESSOA, comShift(e))}
          />
          <Anchor
            component="button"
            type="button"
            tabIndex={-1}
            size="sm"
            fw={600}
            ta="left"
            lineClamp={1}
            title={l.NM_PESSOA}
            style={{ flex: 1 }}
            onClick={() => onAbrir(l)}
          >
            {l.NM_PESSOA}
          </Anchor>
        </Group>
        <Group gap={6} wrap="nowrap">
          <NotaEstrelas nota={estrelasDaNota(l.NOTA)} />
          <MarcasCandidato l={l} />
          <ParecerBadge linha={l} />
          {dias !== null && (
            <Text size="xs" c="gray.7" ml="auto" style={{ whiteSpace: 'nowrap' }}>
              {rotuloDias(dias)}
            </Text>
          )}
        </Group>
        {recusa && (
          <Text size="xs" c="red.8" lineClamp={1} title={recusa} role="alert">
            {recusa}
          </Text>
        )}
      </Stack>
    </Paper>
  );
});
