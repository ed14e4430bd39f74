import { CONTRATOS_TESTES as C } from '@backoffice/domain/contratos/testes';
import {
  avaliarConfiabilidade,
  MENSAGENS_TESTES as M,
  type PerguntaConfiabilidade,
  questionarioCompleto,
  RESPOSTAS_CONFIABILIDADE,
  type SalvarConfiabilidadeCorpo,
  salvarConfiabilidadeCorpo,
} from '@backoffice/domain/testes';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { LoadingState } from '../../components/controls/list-states';
import { consulta, useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';

export interface ConfiabilidadeModalProps {
  cdPessoaCandidato: number;
  /** 0 for a new evaluation. */
  idAvaliacao: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * The reliability evaluation (spec 002 §3.6, §4, §9): questions by category, answers Baixo 0.25 /
 * Médio 1.25 / Alto 2.5, the category totals and the score ('parcial' while any is unanswered)
 * shown as they change; saving asks every answer, and the server computes the score it keeps.
 */
export function ConfiabilidadeModal({
  cdPessoaCandidato,
  idAvaliacao,
  opened,
  onClose,
}: ConfiabilidadeModalProps) {
  const dados = useQuery({
    ...consulta(
      C.dadosConfiabilidade,
      { params: { idAvaliacao, cdPessoaCandidato } },
      M.erroCarregarConfiabilidade,
    ),
    enabled: opened,
  });
  const salvarNotas = useAcao(C.salvarConfiabilidade, {
    fallback: M.erroSalvarConfiabilidade,
    silencioso: true,
    sucesso: (r) =>
      `${r.message} Classificação ${r.classificacao} (${r.nota_final.toLocaleString('pt-BR')}).`,
  });

  const perguntas = dados.data?.perguntas ?? [];
  // every question answered: the rule the server applies too
  const esquema = useMemo(
    () =>
      questionarioCompleto(
        salvarConfiabilidadeCorpo,
        'notas',
        (v) =>
          avaliarConfiabilidade(perguntas, new Map(v.notas.map((n) => [n.id_pergunta, n.nr_nota])))
            .situacao === 'final',
      ),
    [perguntas],
  );
  // the answers by question (the code as the key)
  const f = useFormulario(
    esquema,
    { notas: {} as Record<string, number> },
    (v): SalvarConfiabilidadeCorpo => {
      const notas = new Map(Object.entries(v.notas).map(([id, n]) => [Number(id), n]));
      return {
        cd_pessoa_candidato: cdPessoaCandidato,
        id_avaliacao: idAvaliacao,
        notas: [...notas].map(([id_pergunta, nr_nota]) => ({ id_pergunta, nr_nota })),
        nota_final: avaliarConfiabilidade(perguntas, notas).nota_final,
      };
    },
  );

  const { reset } = f.form;
  useEffect(() => {
    if (opened && dados.data)
      reset({ notas: Object.fromEntries(dados.data.respostas.map((r) => [r.ID_PERGUNTA, r.NR_NOTA])) });
  }, [opened, dados.data, reset]);

  const grupos = useMemo(() => {
    const g = new Map<string, PerguntaConfiabilidade[]>();
    for (const p of perguntas)
      g.set(p.DS_CLASSIFICACAO_AVALIACAO, [...(g.get(p.DS_CLASSIFICACAO_AVALIACAO) ?? []), p]);
    return [...g];
  }, [perguntas]);
  const notas = f.valor('notas');
  const resultado = avaliarConfiabilidade(perguntas, notas);
  const salvar = f.aoEnviar(async (corpo) => {
    await salvarNotas.mutateAsync({ corpo });
    onClose();
  });
  const erro = f.erro('notas') ?? f.erroGeral;

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title="Teste de confiabilidade"
      size="xl"
      footer={
        <>
          {erro && (
            <Text role="alert" c="red.8" size="sm" fw={500} mr="auto">
              {erro}
            </Text>
          )}
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void salvar()} loading={f.pendente}>
            Salvar
          </Button>
        </>
      }
    >
      {dados.isPending && <LoadingState />}
      {dados.isError && <Alert color="red">{M.erroCarregarConfiabilidade}</Alert>}
      {dados.data && (
        <Stack gap="md">
          <Paper withBorder p="sm" aria-live="polite" data-testid="resultado-confiabilidade">
            <Group justify="space-between">
              <Text fw={600}>
                Nota {resultado.situacao}: {resultado.nota_final.toLocaleString('pt-BR')}
              </Text>
              <Group gap="xs">
                <Text size="sm">
                  {resultado.respondidas} de {resultado.perguntas} respondidas
                </Text>
                <Badge
                  color={resultado.situacao === 'final' ? 'teal' : 'gray'}
                  data-testid="classificacao-confiabilidade"
                >
                  {resultado.situacao === 'final' ? `Classificação ${resultado.classificacao}` : 'parcial'}
                </Badge>
              </Group>
            </Group>
          </Paper>
          {grupos.map(([categoria, lista]) => {
            const cat = resultado.categorias.find((c) => c.categoria === categoria);
            return (
              <section key={categoria} aria-label={categoria}>
                <Group justify="space-between" mb={4}>
                  <Title order={3} size="h5">
                    {categoria}
                  </Title>
                  <Text size="sm" c="gray.7">
                    Soma {cat?.soma.toLocaleString('pt-BR')} · Total {cat?.total}
                  </Text>
                </Group>
                <Table>
                  <Table.Tbody>
                    {lista.map((p) => (
                      <Table.Tr key={p.ID}>
                        <Table.Td>
                          <Text size="sm">{p.DS_PERGUNTA}</Text>
                          {p.NM_TESTE_APLICADO && (
                            <Text size="xs" c="gray.7">
                              {p.NM_TESTE_APLICADO}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td w={260}>
                          <SegmentedControl
                            size="xs"
                            aria-label={p.DS_PERGUNTA}
                            value={notas[p.ID] === undefined ? '' : String(notas[p.ID])}
                            onChange={(v) => f.definir('notas', { ...notas, [p.ID]: Number(v) })}
                            data={RESPOSTAS_CONFIABILIDADE.map((r) => ({
                              value: String(r.valor),
                              label: r.label,
                            }))}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </section>
            );
          })}
        </Stack>
      )}
    </AppModal>
  );
}
