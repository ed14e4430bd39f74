import { LIMITES_CADASTRO as L } from '@backoffice/domain/candidato-cadastro';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { type BuscarCepsCorpo, buscarCepsCorpo, MENSAGENS_ENDERECO as M } from '@backoffice/domain/endereco';
import { Alert, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { CidadePicker, EstadoPicker } from '../../components/pickers/location-pickers';
import { consulta } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';

export interface CepEscolhido {
  CD_CEP: string;
  ENDERECO: string | null;
  NM_BAIRRO: string | null;
  NM_CIDADE: string;
  CD_UF: string;
}

/** 'Buscar CEP': streets of a city (state and city required), 50 a page; picking one fills the address. */
export function BuscarCepModal({
  opened,
  onClose,
  onEscolher,
  ufInicial = null,
}: {
  opened: boolean;
  onClose: () => void;
  onEscolher: (c: CepEscolhido) => void;
  /** The state the search starts with (the address's, when it has one). */
  ufInicial?: string | null;
}) {
  const f = useFormulario(
    buscarCepsCorpo,
    { uf: ufInicial, cidade: null as string | null, nome: '' },
    (v): BuscarCepsCorpo => ({ uf: v.uf ?? '', cidade: v.cidade ?? '', nome: v.nome, pagina: 1 }),
  );
  // the search asked for (its page changes with Anterior and Próxima)
  const [pedido, setPedido] = useState<BuscarCepsCorpo | null>(null);
  const busca = useQuery({
    ...consulta(CONTRATOS_CATALOGO.buscarCeps, { corpo: pedido as BuscarCepsCorpo }, M.erroCep),
    enabled: pedido !== null,
    placeholderData: keepPreviousData,
    meta: { silencioso: true },
  });
  const pesquisar = f.aoEnviar(async (corpo) => setPedido(corpo));
  const resultado = busca.data;
  const pagina = pedido?.pagina ?? 1;
  const uf = f.valor('uf');
  const erroUf = f.erro('uf');
  const erroCidade = f.erro('cidade');

  const paginas = resultado ? Math.max(1, Math.ceil(resultado.total / L.cepPagina)) : 1;
  return (
    <AppModal opened={opened} onClose={onClose} title="Buscar CEP" size="xl">
      <Stack>
        <Group align="end">
          <EstadoPicker
            label="Estado"
            required
            value={uf}
            onChange={(u) => {
              f.definir('uf', u);
              if (u !== uf) f.definir('cidade', null);
            }}
            error={erroUf}
            w={200}
          />
          <CidadePicker
            label="Cidade"
            required
            cdUf={uf}
            value={f.valor('cidade')}
            onChange={(c) => f.definir('cidade', c)}
            // the message of both once, under the state
            error={erroCidade && erroCidade === erroUf ? true : erroCidade}
            w={220}
          />
          <TextInput
            label="Nome da rua"
            {...f.campo.texto('nome')}
            maxLength={L.cepRua}
            onKeyDown={(e) => e.key === 'Enter' && void pesquisar()}
          />
          <Button loading={busca.isFetching} onClick={() => void pesquisar()}>
            Pesquisar
          </Button>
        </Group>
        {busca.isError && <Alert color="red">{M.erroCep}</Alert>}
        {resultado && resultado.linhas.length === 0 && <Text c="dimmed">{M.cepNaoEncontrado}</Text>}
        {resultado && resultado.linhas.length > 0 && (
          <>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>CEP</Table.Th>
                  <Table.Th>Endereço</Table.Th>
                  <Table.Th>Bairro</Table.Th>
                  <Table.Th>Cidade</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Ação</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {resultado.linhas.map((l) => (
                  <Table.Tr key={`${l.CD_CEP}-${l.ENDERECO}`}>
                    <Table.Td>{l.CD_CEP}</Table.Td>
                    <Table.Td>{l.ENDERECO}</Table.Td>
                    <Table.Td>{l.NM_BAIRRO}</Table.Td>
                    <Table.Td>
                      {l.NM_CIDADE}/{l.CD_UF}
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => onEscolher(l)}>
                        Escolher
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="space-between">
              <Text size="sm">
                {resultado.total} endereço(s) · página {pagina} de {paginas}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  disabled={pagina <= 1}
                  onClick={() => pedido && setPedido({ ...pedido, pagina: pagina - 1 })}
                >
                  Anterior
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={pagina >= paginas}
                  onClick={() => pedido && setPedido({ ...pedido, pagina: pagina + 1 })}
                >
                  Próxima
                </Button>
              </Group>
            </Group>
          </>
        )}
      </Stack>
    </AppModal>
  );
}
