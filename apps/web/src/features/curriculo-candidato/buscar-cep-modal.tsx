import { LIMITES_CADASTRO as L } from '@backoffice/domain/candidato-cadastro';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { MENSAGENS_ENDERECO as M } from '@backoffice/domain/endereco';
import { Alert, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { CidadePicker, EstadoPicker } from '../../components/pickers/location-pickers';
import { chamar } from '../../lib/api-client';

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
  const [uf, setUf] = useState<string | null>(ufInicial);
  const [cidade, setCidade] = useState<string | null>(null);
  const [nome, setNome] = useState('');
  const [pagina, setPagina] = useState(1);
  const [resultado, setResultado] = useState<{ total: number; linhas: CepEscolhido[] } | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [buscando, setBuscando] = useState(false);

  async function pesquisar(p: number) {
    if (!uf || !cidade) {
      setErro(M.pesquisa);
      return;
    }
    setErro(null);
    setBuscando(true);
    try {
      const r = await chamar(
        CONTRATOS_CATALOGO.buscarCeps,
        { corpo: { uf, cidade, nome, pagina: p } },
        { fallback: M.erroCep, notificar: false },
      );
      setResultado(r);
      setPagina(p);
    } catch {
      setErro(M.erroCep);
    } finally {
      setBuscando(false);
    }
  }

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
              setUf(u);
              if (u !== uf) setCidade(null);
            }}
            w={200}
          />
          <CidadePicker label="Cidade" required cdUf={uf} value={cidade} onChange={setCidade} w={220} />
          <TextInput
            label="Nome da rua"
            value={nome}
            onChange={(e) => setNome(e.currentTarget.value)}
            maxLength={L.cepRua}
            onKeyDown={(e) => e.key === 'Enter' && void pesquisar(1)}
          />
          <Button loading={buscando} onClick={() => void pesquisar(1)}>
            Pesquisar
          </Button>
        </Group>
        {erro && <Alert color="red">{erro}</Alert>}
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
                  onClick={() => void pesquisar(pagina - 1)}
                >
                  Anterior
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={pagina >= paginas}
                  onClick={() => void pesquisar(pagina + 1)}
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
