import type { ClienteLinha } from '@backoffice/domain/pickers';
import { SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { NumberField } from '../../../components/controls/number-field';
import {
  CargoClientePicker,
  CargoPicker,
  CentroCustoPicker,
  IdiomaPicker,
  TipoProcessoPicker,
  TurnoPicker,
} from '../../../components/pickers/catalog-pickers';
import {
  BairroPicker,
  CidadePicker,
  EstadoPicker,
  PaisPicker,
} from '../../../components/pickers/location-pickers';
import {
  AnalistaPicker,
  CandidatoPicker,
  ClientePicker,
  VagaPicker,
} from '../../../components/pickers/search-pickers';
import { DemoSection } from './demo-section';

/** Every picker, wired the way the screens use them (state → city → neighbourhoods, client → its lists). */
export function DemoPickers({ cdSip, cdPessoaUsuario }: { cdSip: number; cdPessoaUsuario: number }) {
  const [pais, setPais] = useState<number | null>(1);
  const [uf, setUf] = useState<string | null>(null);
  const [cidade, setCidade] = useState<string | null>(null);
  const [bairros, setBairros] = useState<string[]>([]);
  const [cliente, setCliente] = useState<ClienteLinha | null>(null);
  const [candidato, setCandidato] = useState<number | null>(null);
  const [analista, setAnalista] = useState<number | null>(null);
  const [vaga, setVaga] = useState<number | null>(null);
  const [idioma, setIdioma] = useState<number | null>(null);
  const [tipoProcesso, setTipoProcesso] = useState<number | null>(null);
  const [cargoSip, setCargoSip] = useState<number | null>(null);
  const [cargo, setCargo] = useState<number | null>(null);
  const [cargoCliente, setCargoCliente] = useState<number | null>(null);
  const [centroCusto, setCentroCusto] = useState<string | null>(null);
  const [tipoContratacao, setTipoContratacao] = useState<number | null>(1);
  const [turno, setTurno] = useState<number | null>(null);

  return (
    <>
      <DemoSection
        title="Localização"
        description="País, estado (guardado por país no navegador), cidade e bairros."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <PaisPicker
            value={pais}
            onChange={(v) => {
              setPais(v);
              setUf(null);
              setCidade(null);
              setBairros([]);
            }}
          />
          <EstadoPicker
            cdPais={pais}
            value={uf}
            onChange={(v) => {
              setUf(v);
              setCidade(null);
              setBairros([]);
            }}
          />
          <CidadePicker
            cdUf={uf}
            cdPais={pais ?? 1}
            value={cidade}
            onChange={(v) => {
              setCidade(v);
              setBairros([]);
            }}
          />
          <BairroPicker uf={uf} cidades={cidade ? [cidade] : []} value={bairros} onChange={setBairros} />
        </SimpleGrid>
      </DemoSection>

      <DemoSection
        title="Pesquisa por texto"
        description="Pesquisam a partir de 3 caracteres, 500 ms após a digitação."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <ClientePicker
            value={cliente?.CD_PESSOA ?? null}
            onChange={(_, row) => {
              setCliente(row);
              setTipoProcesso(null);
              setCargoCliente(null);
              setCentroCusto(null);
            }}
          />
          <CandidatoPicker value={candidato} onChange={setCandidato} />
          <AnalistaPicker cdSip={cdSip} value={analista} onChange={setAnalista} />
          <VagaPicker filtros={{ aberta: 'S' }} value={vaga} onChange={setVaga} />
        </SimpleGrid>
      </DemoSection>

      <DemoSection title="Catálogos">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <IdiomaPicker value={idioma} onChange={setIdioma} />
          <TipoProcessoPicker
            cdPessoaCliente={cliente?.CD_PESSOA ?? null}
            cdPessoaAnalista={analista ?? cdPessoaUsuario}
            value={tipoProcesso}
            onChange={setTipoProcesso}
          />
          <CargoPicker
            fonte="todos"
            variant="select"
            label="Cargo (pesquisa)"
            value={cargo}
            onChange={setCargo}
          />
          <NumberField
            label="Tipo de contratação"
            value={tipoContratacao}
            onChange={setTipoContratacao}
            min={1}
            max={99}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <CargoPicker fonte="sip" label="Cargos" value={cargoSip} onChange={setCargoSip} height={240} />
          <TurnoPicker cdTipoContratacao={tipoContratacao} value={turno} onChange={setTurno} height={240} />
          <div>
            <Text size="sm" fw={500} mb={4}>
              Cargos do cliente {cliente ? `— ${cliente.NM_PESSOA}` : ''}
            </Text>
            <CargoClientePicker
              cdPessoaCliente={cliente?.CD_PESSOA ?? null}
              cdEmpresa={cliente?.CD_EMPRESA ?? null}
              value={cargoCliente}
              onChange={setCargoCliente}
              height={240}
            />
          </div>
          <div>
            <Text size="sm" fw={500} mb={4}>
              Centros de custo {cliente ? `— ${cliente.NM_PESSOA}` : ''}
            </Text>
            <CentroCustoPicker
              cdPessoaCliente={cliente?.CD_PESSOA ?? null}
              cdEmpresa={cliente?.CD_EMPRESA ?? null}
              value={centroCusto}
              onChange={setCentroCusto}
              height={240}
            />
          </div>
        </SimpleGrid>
      </DemoSection>
    </>
  );
}
