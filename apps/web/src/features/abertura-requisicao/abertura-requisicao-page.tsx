import {
  MENSAGENS_ABERTURA as M,
  type RequisicaoSalvaResposta,
} from '@backoffice/domain/abertura-requisicao';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFilePlus, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTabs } from '../../lib/tabs';
import { RequisicaoFormulario } from './requisicao-formulario';

/** Vacancy buttons shown after an opening; the others are on the requisition's page. */
const MAX_BOTOES_VAGAS = 12;

/** What an opening made: its number, its vacancies (each opens its tab) and the way on. */
export function AberturaConcluida({
  resultado,
  aoAbrirOutra,
}: {
  resultado: RequisicaoSalvaResposta;
  aoAbrirOutra: () => void;
}) {
  const { abrir } = useTabs();
  const vagas = resultado.NR_VAGA;
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title={M.aberta(resultado.NR_REQUISICAO, vagas.length)}
      role="status"
    >
      <Stack gap="sm">
        <Text size="sm">
          As vagas já estão em Minhas Vagas, em Requisições e nas listas de vagas abertas. Abra uma vaga para
          completar a sua edição (descrição, divulgação, faturamento).
        </Text>
        <Group gap="xs" role="group" aria-label="Vagas abertas">
          {vagas.slice(0, MAX_BOTOES_VAGAS).map((nr) => (
            <Button
              key={nr}
              size="xs"
              variant="white"
              onClick={() => abrir('Vaga', { nrVaga: nr }, { titulo: `Vaga ${nr}` })}
            >
              Vaga {nr}
            </Button>
          ))}
          {vagas.length > MAX_BOTOES_VAGAS && (
            <Text size="sm">e mais {vagas.length - MAX_BOTOES_VAGAS} na página da requisição</Text>
          )}
        </Group>
        <Group gap="sm">
          <Button
            leftSection={<IconFileText size={16} aria-hidden />}
            onClick={() => abrir('Requisicao', { nrRequisicao: resultado.NR_REQUISICAO })}
          >
            Ver a requisição {resultado.NR_REQUISICAO}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFilePlus size={16} aria-hidden />}
            onClick={aoAbrirOutra}
          >
            Abrir outra requisição
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Abertura de requisição (tab SelecaoAberturaRequisicao): the header, the lines and the benefits of a
 * client's order; saving opens one vacancy per opening and tells the requisition's number.
 */
export function AberturaRequisicaoPage() {
  const [resultado, setResultado] = useState<RequisicaoSalvaResposta | null>(null);
  const [formulario, setFormulario] = useState(0);
  return (
    <Stack gap="md" p="md" maw={1500}>
      <div>
        <Title order={2} size="h3">
          Abertura de requisição
        </Title>
        <Text size="sm" c="gray.7">
          O pedido do cliente: o cabeçalho vale para todas as vagas; cada linha é um cargo com a quantidade de
          vagas a abrir.
        </Text>
      </div>
      {resultado ? (
        <AberturaConcluida
          resultado={resultado}
          aoAbrirOutra={() => {
            setResultado(null);
            setFormulario((n) => n + 1);
          }}
        />
      ) : (
        <RequisicaoFormulario key={formulario} modo={{ tipo: 'abrir' }} aoSalvar={setResultado} />
      )}
    </Stack>
  );
}
