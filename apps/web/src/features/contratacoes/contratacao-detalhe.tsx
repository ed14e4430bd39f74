import { type ContratacaoLinha, PERMISSOES_CONTRATACAO } from '@backoffice/domain/contratacao';
import {
  ITENS_S2200,
  LIMITES_TEMPORARIO,
  TIPO_CONTRATACAO_TEMPORARIO,
} from '@backoffice/domain/contratacao-regras';
import { CONTRATOS_CONTRATACOES as C } from '@backoffice/domain/contratos/contratacoes';
import { formatarData } from '@backoffice/domain/datas';
import { temPermissao } from '@backoffice/domain/permissions';
import { Alert, Anchor, Button, Drawer, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingState } from '../../components/controls/list-states';
import { ApiError } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { useUsuario } from '../../lib/sessao';
import { useTabs } from '../../lib/tabs';
import {
  EditarContratacaoModal,
  EncerrarContratacaoModal,
  ProrrogarContratacaoModal,
} from './contratacao-acoes';
import { BadgeDiasRestantes, BadgeSituacao } from './partes-contratacao';

type Acao = 'editar' | 'prorrogar' | 'encerrar';

/** Whether the placement may still be extended (temporary, active, not yet extended). */
export function podeProrrogar(c: ContratacaoLinha): boolean {
  return (
    c.CD_TIPO_CONTRATACAO === TIPO_CONTRATACAO_TEMPORARIO &&
    c.ID_SITUACAO === 'A' &&
    c.DT_FIM !== null &&
    c.QT_PRORROGACOES < LIMITES_TEMPORARIO.maxProrrogacoes
  );
}

function Fato({ rotulo, children }: { rotulo: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text component="dd" m={0} size="sm">
        {children}
      </Text>
    </div>
  );
}

/** The S-2200 checklist: each item filled (✓) or missing, the due date and a link to the record. */
function ChecklistAdmissao({ c, abrirFicha }: { c: ContratacaoLinha; abrirFicha: () => void }) {
  const faltam = new Set(c.PENDENCIAS_ADMISSAO.map((p) => p.campo));
  return (
    <Stack gap={6} component="section" aria-label="Admissão no eSocial (S-2200)">
      <Title order={3} size="h5">
        Admissão no eSocial (S-2200)
      </Title>
      <Text size="sm">
        Prazo: <strong>{formatarData(c.DT_PRAZO_ADMISSAO)}</strong> (véspera do início)
      </Text>
      <List spacing={2} size="sm" listStyleType="none" data-testid="checklist-s2200">
        {ITENS_S2200.map((i) => {
          const falta = faltam.has(i.campo);
          return (
            <List.Item key={i.campo} c={falta ? 'red.8' : undefined} data-testid={`s2200-${i.campo}`}>
              {falta ? '✗' : '✓'} {i.rotulo}
              {falta ? ' — falta na ficha' : ''}
            </List.Item>
          );
        })}
      </List>
      {faltam.size > 0 && (
        <Anchor component="button" type="button" size="sm" onClick={abrirFicha}>
          Abrir a ficha do candidato para completar
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * A placement opened from the list: its facts, the S-2200 checklist and, for the codes that change
 * placements, 'Editar', 'Prorrogar' (temporary, active, not yet extended) and 'Encerrar'.
 */
export function ContratacaoDetalhe({ id, aoFechar }: { id: number; aoFechar: () => void }) {
  const usuario = useUsuario();
  const { abrir } = useTabs();
  const podeEditar = temPermissao(usuario?.permissoes ?? [], PERMISSOES_CONTRATACAO.editar);
  const [acao, setAcao] = useState<Acao | null>(null);
  const q = useQuery(consulta(C.ler, { params: { id } }, 'Não foi possível carregar a contratação.'));
  const c = q.data;
  const ativa = c?.ID_SITUACAO === 'A';
  return (
    <Drawer
      opened
      onClose={aoFechar}
      position="right"
      size="lg"
      title={c ? `Contratação ${c.ID_CONTRATACAO} — ${c.NM_CANDIDATO}` : 'Contratação'}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {q.isPending ? (
        <LoadingState />
      ) : !c ? (
        <Alert color="red">
          {q.error instanceof ApiError ? q.error.message : 'Não foi possível carregar a contratação.'}
        </Alert>
      ) : (
        <Stack gap="md">
          <Group gap="sm">
            <BadgeSituacao situacao={c.ID_SITUACAO} />
            {ativa && <BadgeDiasRestantes dias={c.DIAS_PARA_TERMINAR} />}
          </Group>
          <Group component="dl" m={0} gap="lg" align="flex-start" wrap="wrap">
            <Fato rotulo="Candidato">{c.NM_CANDIDATO}</Fato>
            <Fato rotulo="Cliente">{c.NM_CLIENTE ?? '—'}</Fato>
            <Fato rotulo="Vaga">{c.NR_VAGA}</Fato>
            <Fato rotulo="Analista">{c.NM_ANALISTA ?? '—'}</Fato>
            <Fato rotulo="Tipo de contratação">{c.NM_TIPO_CONTRATACAO ?? '—'}</Fato>
            <Fato rotulo="Aprendiz">{c.ID_APRENDIZ === 'S' ? 'Sim' : 'Não'}</Fato>
            <Fato rotulo="PCD">{c.ID_PCD === 'S' ? 'Sim' : 'Não'}</Fato>
            <Fato rotulo="Início">{formatarData(c.DT_INICIO)}</Fato>
            <Fato rotulo="Término">{c.DT_FIM ? formatarData(c.DT_FIM) : '—'}</Fato>
            {c.DT_FIM_ORIGINAL && c.DT_FIM_ORIGINAL !== c.DT_FIM && (
              <Fato rotulo="Término original">{formatarData(c.DT_FIM_ORIGINAL)}</Fato>
            )}
            <Fato rotulo="Prorrogações">{c.QT_PRORROGACOES}</Fato>
            {c.DS_MOTIVO_PRORROGACAO && <Fato rotulo="Motivo da prorrogação">{c.DS_MOTIVO_PRORROGACAO}</Fato>}
            {c.DT_ENCERRAMENTO && <Fato rotulo="Encerramento">{formatarData(c.DT_ENCERRAMENTO)}</Fato>}
            {c.DS_MOTIVO_ENCERRAMENTO && (
              <Fato rotulo="Motivo do encerramento">{c.DS_MOTIVO_ENCERRAMENTO}</Fato>
            )}
            {c.ID_CONTRATACAO_SUBSTITUIDA && (
              <Fato rotulo="Substitui a contratação">
                {c.ID_CONTRATACAO_SUBSTITUIDA}
                {c.DS_MOTIVO_SUBSTITUICAO ? ` — ${c.DS_MOTIVO_SUBSTITUICAO}` : ''}
              </Fato>
            )}
          </Group>
          {podeEditar ? (
            ativa && (
              <Group gap="xs">
                <Button variant="default" onClick={() => setAcao('editar')}>
                  Editar
                </Button>
                {podeProrrogar(c) && (
                  <Button variant="default" onClick={() => setAcao('prorrogar')}>
                    Prorrogar
                  </Button>
                )}
                <Button variant="default" color="red" onClick={() => setAcao('encerrar')}>
                  Encerrar
                </Button>
              </Group>
            )
          ) : (
            <Text size="sm" c="gray.7">
              Somente leitura: as contratações são alteradas pela seleção e pelo recrutamento.
            </Text>
          )}
          <ChecklistAdmissao
            c={c}
            abrirFicha={() => abrir('DadosCandidato', { cdPessoaCandidato: c.CD_PESSOA_CANDIDATO })}
          />
          {acao === 'editar' && <EditarContratacaoModal c={c} onClose={() => setAcao(null)} />}
          {acao === 'prorrogar' && <ProrrogarContratacaoModal c={c} onClose={() => setAcao(null)} />}
          {acao === 'encerrar' && <EncerrarContratacaoModal c={c} onClose={() => setAcao(null)} />}
        </Stack>
      )}
    </Drawer>
  );
}
