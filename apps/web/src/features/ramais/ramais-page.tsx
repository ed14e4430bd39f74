import { CONTRATOS_OPERACOES } from '@backoffice/domain/contratos/operacoes';
import { linkRamal, MENSAGENS_RAMAIS as M, type RamalLinha } from '@backoffice/domain/operacoes';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { consulta } from '../../lib/dados';

const COLUNAS: ColunaLista<RamalLinha>[] = [
  { id: 'unidade', titulo: 'Unidade', celula: (l) => l.NM_UNIDADE, ordenar: (l) => l.NM_UNIDADE },
  {
    id: 'nome',
    titulo: 'Nome',
    celula: (l) => (
      <>
        <Text size="sm" fw={600}>
          {l.NM_PESSOA}
        </Text>
        {l.APELIDO && (
          <Text size="xs" c="gray.7">
            {l.APELIDO}
          </Text>
        )}
      </>
    ),
    ordenar: (l) => l.NM_PESSOA,
  },
  {
    id: 'ramal',
    titulo: 'Ramal',
    celula: (l) => (
      <Anchor href={linkRamal(l.NR_RAMAL)} aria-label={`Ligar para ${l.NM_PESSOA}, ramal ${l.NR_RAMAL}`}>
        <IconPhone size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {l.NR_RAMAL}
      </Anchor>
    ),
    ordenar: (l) => l.NR_RAMAL,
  },
  { id: 'email', titulo: 'E-mail', celula: (l) => l.DS_EMAIL ?? '-', ordenar: (l) => l.DS_EMAIL },
];

/** Ramais (spec 002 §2.5, code 25): the extensions by unit and person, searchable, each one a call link. */
export function RamaisPage() {
  const ramais = useQuery({
    ...consulta(CONTRATOS_OPERACOES.ramais, {}, M.erroCarregar),
    staleTime: 5 * 60_000,
  });
  return (
    <Stack gap="md" p="md">
      <Title order={2} size="h3">
        Ramais
      </Title>
      {ramais.isError && <Alert color="red">{M.erroCarregar}</Alert>}
      <TabelaLista
        rotulo="Ramais"
        colunas={COLUNAS}
        linhas={ramais.data}
        carregando={ramais.isPending}
        chave={(l) => l.CD_PESSOA}
        filtro={{ rotulo: 'Pesquisar', placeholder: 'Nome, unidade, ramal ou e-mail' }}
        vazio={M.vazio}
      />
    </Stack>
  );
}
