import { describe, expect, it } from 'vitest';
import {
  CAMERA_FOTO,
  type CaixaRosto,
  indicadorRosto,
  MENSAGENS_CAMERA as M,
  recorteQuadrado,
} from './foto-camera';

const W = CAMERA_FOTO.largura;
const H = CAMERA_FOTO.altura;

/** A face of the given area fraction (square-ish: the frame's proportions), centred at (cx, cy) fractions. */
function rosto(area: number, cx = 0.5, cy = 0.5): CaixaRosto {
  const largura = W * Math.sqrt(area);
  const altura = H * Math.sqrt(area);
  return { x: cx * W - largura / 2, y: cy * H - altura / 2, largura, altura };
}

describe('indicadorRosto (face centred within 0.15, area 5 % to 80 %)', () => {
  it('is red with no face', () => {
    expect(indicadorRosto(null, W, H)).toMatchObject({ cor: 'vermelho', mensagem: M.semRosto });
    expect(indicadorRosto({ x: 10, y: 10, largura: 0, altura: 50 }, W, H).cor).toBe('vermelho');
  });

  it('is green for a centred face of a fair size', () => {
    expect(indicadorRosto(rosto(0.2), W, H)).toMatchObject({ cor: 'verde', mensagem: M.posicaoBoa });
  });

  it('takes the area limits 5 % and 80 % as inside, and just beyond them as yellow', () => {
    expect(indicadorRosto(rosto(0.05), W, H).cor).toBe('verde');
    expect(indicadorRosto(rosto(0.0499), W, H)).toMatchObject({ cor: 'amarelo', mensagem: M.aproxime });
    expect(indicadorRosto(rosto(0.8), W, H).cor).toBe('verde');
    expect(indicadorRosto(rosto(0.8001), W, H)).toMatchObject({ cor: 'amarelo', mensagem: M.afaste });
  });

  it('takes a centre 0.15 away (horizontally or vertically) as centred, and beyond it as yellow', () => {
    expect(indicadorRosto(rosto(0.1, 0.65), W, H).cor).toBe('verde');
    expect(indicadorRosto(rosto(0.1, 0.35), W, H).cor).toBe('verde');
    expect(indicadorRosto(rosto(0.1, 0.5, 0.65), W, H).cor).toBe('verde');
    expect(indicadorRosto(rosto(0.1, 0.5, 0.35), W, H).cor).toBe('verde');
    expect(indicadorRosto(rosto(0.1, 0.651), W, H)).toMatchObject({ cor: 'amarelo', mensagem: M.centralize });
    expect(indicadorRosto(rosto(0.1, 0.5, 0.349), W, H)).toMatchObject({
      cor: 'amarelo',
      mensagem: M.centralize,
    });
    // a corner within 0.15 on both axes is centred
    expect(indicadorRosto(rosto(0.1, 0.64, 0.36), W, H).cor).toBe('verde');
  });

  it('reports the offsets and the area it measured', () => {
    const r = indicadorRosto({ x: 320, y: 240, largura: 64, altura: 48 }, W, H);
    expect(r.desvioX).toBeCloseTo(0.05);
    expect(r.desvioY).toBeCloseTo(0.05);
    expect(r.area).toBeCloseTo(0.01);
    expect(r.cor).toBe('amarelo');
  });
});

describe('recorteQuadrado (the square scaled to 512 × 512)', () => {
  it('is the shorter side, centred on the frame without a face', () => {
    expect(recorteQuadrado(null, W, H)).toEqual({ x: 80, y: 0, lado: 480 });
  });

  it('follows the face, kept inside the frame', () => {
    expect(recorteQuadrado({ x: 300, y: 200, largura: 100, altura: 100 }, W, H)).toEqual({
      x: 110,
      y: 0,
      lado: 480,
    });
    expect(recorteQuadrado({ x: 0, y: 0, largura: 60, altura: 60 }, W, H)).toEqual({ x: 0, y: 0, lado: 480 });
    expect(recorteQuadrado({ x: 600, y: 400, largura: 40, altura: 80 }, W, H)).toEqual({
      x: 160,
      y: 0,
      lado: 480,
    });
  });
});
