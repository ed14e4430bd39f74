import '@mantine/charts/styles.css';
import { CONTRATOS_TESTES as C } from '@backoffice/domain/contratos/testes';
import {
  MENSAGENS_TESTES as M,
  questionarioCompleto,
  type SalvarLmCorpo,
  type SalvarLsCorpo,
  salvarLmCorpo,
  salvarLsCorpo,
} from '@backoffice/domain/testes';
import { BarChart, RadarChart } from '@mantine/charts';
import { Alert, Button, Radio, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { z } from 'zod';
import { AppModal } from '../../components/controls/app-modal';
import { LoadingState } from '../../components/controls/list-states';
import { consulta, useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';

const mensagem = (r: { message: string }) => r.message;

interface ModalProps {
  cdPessoaCandidato: number;
  opened: boolean;
  onClose: () => void;
}

function Rodape({
  onClose,
  salvar,
  salvando,
  erro,
}: {
  onClose: () => void;
  salvar: () => void;
  salvando: boolean;
  /** The refusal of the last Salvar, next to the buttons (the questions above may be scrolled away). */
  erro: string | null;
}) {
  return (
    <>
      {erro && (
        <Text role="alert" c="red.8" size="sm" fw={500} mr="auto">
          {erro}
        </Text>
      )}
      <Button variant="default" onClick={onClose}>
        Cancelar
      </Button>
      <Button onClick={salvar} loading={salvando}>
        Salvar
      </Button>
    </>
  );
}

/**
 * The answers of a questionnaire modal and its Salvar on the form layer: cleared when the modal
 * opens, refused beside the buttons until all `total` questions are answered (the body's schema with
 * questionarioCompleto), then sent; the tests' list reloads and the modal closes.
 */
function useQuestionario<V, E>(
  opened: boolean,
  total: number,
  corpo: z.ZodType<{ respostas: unknown[] }, E>,
  acao: { mutateAsync: (pedido: { corpo: E }) => Promise<unknown> },
  envio: (respostas: [number, V][]) => E,
  onClose: () => void,
) {
  const esquema = useMemo(
    () => questionarioCompleto(corpo, 'respostas', (v) => total > 0 && v.respostas.length >= total),
    [corpo, total],
  );
  // the answers by question (the code as the key)
  const f = useFormulario(esquema, { respostas: {} as Record<string, V> }, (v) =>
    envio(Object.entries(v.respostas).map(([id, r]) => [Number(id), r as V])),
  );
  const { reset } = f.form;
  useEffect(() => {
    if (opened) reset({ respostas: {} });
  }, [opened, reset]);

  const salvar = f.aoEnviar(async (c) => {
    await acao.mutateAsync({ corpo: c });
    onClose();
  });
  const respostas = f.valor('respostas');
  const responder = (id: number, v: V) => f.definir('respostas', { ...respostas, [id]: v });
  const rodape = (
    <Rodape
      onClose={onClose}
      salvar={() => void salvar()}
      salvando={f.pendente}
      erro={f.erro('respostas') ?? f.erroGeral}
    />
  );
  return { respostas, responder, rodape };
}

/** Learning Styles: true/false statements; saving asks every answer. */
export function LearningStylesModal({ cdPessoaCandidato, opened, onClose }: ModalProps) {
  const dados = useQuery({
    ...consulta(C.dadosLs, {}, M.erroCarregarLs),
    enabled: opened,
    staleTime: 60 * 60_000,
  });
  const salvar = useAcao(C.salvarLs, { sucesso: mensagem, fallback: M.erroSalvarLs, silencioso: true });
  const { respostas, responder, rodape } = useQuestionario(
    opened,
    dados.data?.dados.length ?? 0,
    salvarLsCorpo,
    salvar,
    (r: [number, 'V' | 'F'][]): SalvarLsCorpo => ({
      cd_pessoa_candidato: cdPessoaCandidato,
      respostas: r.map(([id_pergunta, resposta]) => ({ id_pergunta, resposta })),
    }),
    onClose,
  );

  return (
    <AppModal opened={opened} onClose={onClose} title="Learning Styles" size="xl" footer={rodape}>
      {dados.isPending && <LoadingState />}
      {dados.isError && <Alert color="red">{M.erroCarregarLs}</Alert>}
      {dados.data && (
        <Table>
          <Table.Tbody>
            {dados.data.dados.map((p) => (
              <Table.Tr key={p.ID}>
                <Table.Td>
                  <Text size="sm">{p.DS_PERGUNTA}</Text>
                </Table.Td>
                <Table.Td w={220}>
                  <SegmentedControl
                    size="xs"
                    aria-label={p.DS_PERGUNTA}
                    value={respostas[p.ID] ?? ''}
                    onChange={(v) => responder(p.ID, v as 'V' | 'F')}
                    data={dados.data.respostas.map((r) => ({ value: r.ID_RESPOSTA, label: r.DS_RESPOSTA }))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </AppModal>
  );
}

/** Learning Means: grouped questions, one answer each; saving asks every answer. */
export function LearningMeansModal({ cdPessoaCandidato, opened, onClose }: ModalProps) {
  const dados = useQuery({
    ...consulta(C.dadosLm, {}, M.erroCarregarLm),
    enabled: opened,
    staleTime: 60 * 60_000,
  });
  const salvar = useAcao(C.salvarLm, { sucesso: mensagem, fallback: M.erroSalvarLm, silencioso: true });
  const { respostas, responder, rodape } = useQuestionario(
    opened,
    dados.data?.dados.reduce((n, g) => n + g.perguntas.length, 0) ?? 0,
    salvarLmCorpo,
    salvar,
    (r: [number, number][]): SalvarLmCorpo => ({
      cd_pessoa_candidato: cdPessoaCandidato,
      respostas: r.map(([id_pergunta, id_resposta]) => ({ id_pergunta, id_resposta })),
    }),
    onClose,
  );

  return (
    <AppModal opened={opened} onClose={onClose} title="Learning Means" size="xl" footer={rodape}>
      {dados.isPending && <LoadingState />}
      {dados.isError && <Alert color="red">{M.erroCarregarLm}</Alert>}
      <Stack gap="md">
        {dados.data?.dados.map((g) => (
          <section key={g.DS_GRUPO} aria-label={g.DS_GRUPO}>
            <Title order={3} size="h5" mb={4}>
              {g.DS_GRUPO}
            </Title>
            <Stack gap="sm">
              {g.perguntas.map((p) => (
                <Radio.Group
                  key={p.ID}
                  label={p.DS_PERGUNTA}
                  value={respostas[p.ID] === undefined ? null : String(respostas[p.ID])}
                  onChange={(v) => responder(p.ID, Number(v))}
                >
                  <Stack gap={4} mt={4}>
                    {p.respostas.map((o) => (
                      <Radio key={o.ID_RESPOSTA} value={String(o.ID_RESPOSTA)} label={o.DS_RESPOSTA} />
                    ))}
                  </Stack>
                </Radio.Group>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </AppModal>
  );
}

export interface ResultadoLearningModalProps {
  cdPessoaCandidato: number;
  cdTeste: number | null;
  titulo: string;
  /** LS shows a radar of the styles; LM bars of the means. */
  grafico: 'radar' | 'barras';
  onClose: () => void;
}

/** The result of Learning Styles (a radar of the styles) or Learning Means (the count per means). */
export function ResultadoLearningModal({
  cdPessoaCandidato,
  cdTeste,
  titulo,
  grafico,
  onClose,
}: ResultadoLearningModalProps) {
  const lista = useQuery({
    ...consulta(
      C.listaTestes,
      { params: { cdPessoaCandidato, cdTeste: cdTeste ?? 1 } },
      M.erroCarregarTestes,
    ),
    enabled: cdTeste !== null,
  });
  const ultimo = lista.data?.[0];
  const dados = (ultimo?.RESULTADO ?? []).map((r) => ({
    categoria: r.NM_CATEGORIA,
    percentual: r.PC_PONTOS,
  }));
  return (
    <AppModal opened={cdTeste !== null} onClose={onClose} title={`Resultado - ${titulo}`} size="lg">
      {lista.isPending && <LoadingState />}
      {ultimo && (
        <figure
          style={{ margin: 0 }}
          aria-label={`Gráfico do resultado do ${titulo}`}
          data-testid="grafico-resultado"
        >
          {grafico === 'radar' ? (
            <RadarChart
              h={320}
              data={dados}
              dataKey="categoria"
              withPolarRadiusAxis
              series={[{ name: 'percentual', color: 'blue.6', opacity: 0.3 }]}
            />
          ) : (
            <BarChart
              h={280}
              data={dados}
              dataKey="categoria"
              series={[{ name: 'percentual', color: 'teal.6', label: '%' }]}
            />
          )}
          <Table mt="sm">
            <Table.Tbody>
              {dados.map((d) => (
                <Table.Tr key={d.categoria}>
                  <Table.Td>{d.categoria}</Table.Td>
                  <Table.Td ta="right">{d.percentual}%</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </figure>
      )}
    </AppModal>
  );
}
