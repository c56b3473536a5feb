#!/usr/bin/env python3
"""Generates straight-line boolean circuits for the eight DES S-boxes (FIPS 46-3) and writes them as
Java methods into simd/dev/lanecrypt/simd/BitslicedDesEngine.java, between the BEGIN/END GENERATED
markers. Run from the repository root:  python3 simd/gen/des_sbox_circuits.py

Method: each of the 4 output bits of an S-box is a function of 6 inputs (a 64-bit truth table). It is
decomposed recursively on one input variable v at a time (an ordered functional decision diagram with a
free choice of variable and decomposition per node, memoized per sub-function):
  Shannon          f = v ? f1 : f0          (special cases f0^v, f1&v, f0&~v, f0|v: one gate; else a blend)
  positive Davio   f = f0 ^ (v & (f0^f1))
  negative Davio   f = f1 ^ (f0^f1 & ~v)
and the cheapest is kept (tree cost). Emission shares every sub-function by truth table across the four
outputs, so the gate count of an S-box is that of the resulting DAG. Every circuit is evaluated on all
64 inputs against the table before it is written; the Java tests compare the bit-sliced engine with
the table-driven one on random keys and blocks.
"""
import functools
import re
import sys

S = [
    [14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8,
     4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0, 15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13],
    [15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5,
     0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15, 13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9],
    [10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1,
     13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7, 1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12],
    [7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9,
     10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4, 3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14],
    [2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6,
     4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14, 11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3],
    [12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8,
     9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6, 4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13],
    [4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6,
     1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2, 6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12],
    [13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2,
     7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8, 2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11],
]

FULL = (1 << 64) - 1
# Input n (0..63) is the 6-bit S-box input, bit 5 first; variable i is input bit i counted from the first.
VAR = [sum(1 << n for n in range(64) if (n >> (5 - i)) & 1) for i in range(6)]
BLEND_COST = 3          # a ? b : c on AVX2 is three operations (C2 fuses it into one vpternlog on AVX-512)


def sbox_out(box, x):
    row = ((x >> 4) & 2) | (x & 1)
    col = (x >> 1) & 15
    return S[box][16 * row + col]


def cofactors(f, v):
    """f with variable v fixed to 0 and to 1, each as a full table that no longer depends on v."""
    m, s = VAR[v], 1 << (5 - v)
    f1 = f & m
    f0 = f & ~m & FULL
    return (f0 | (f0 << s)) & FULL, (f1 | (f1 >> s)) & FULL


def support(f):
    return [v for v in range(6) if cofactors(f, v)[0] != cofactors(f, v)[1]]


@functools.lru_cache(maxsize=None)
def best(f):
    """(cost, plan) of the cheapest tree for f; plan is a tuple describing the top gate."""
    if f == 0 or f == FULL:
        return 0, ('const', f)
    for v in range(6):
        if f == VAR[v]:
            return 0, ('var', v)
        if f == FULL ^ VAR[v]:
            return 1, ('not', FULL ^ f)
    found = None
    for v in support(f):
        f0, f1 = cofactors(f, v)
        g = f0 ^ f1
        options = []
        if f1 == FULL ^ f0:
            options.append((best(f0)[0] + 1, ('xor', f0, VAR[v])))
        elif f0 == 0:
            options.append((best(f1)[0] + 1, ('and', f1, VAR[v])))
        elif f1 == 0:
            options.append((best(f0)[0] + 1, ('andnot', f0, VAR[v])))
        elif f1 == FULL:
            options.append((best(f0)[0] + 1, ('or', f0, VAR[v])))
        elif f0 == FULL:
            options.append((best(f1)[0] + 2, ('or', f1, FULL ^ VAR[v])))
        else:
            options.append((best(f0)[0] + best(f1)[0] + BLEND_COST, ('blend', f0, f1, VAR[v])))
            options.append((best(f0)[0] + best(g)[0] + 2, ('xor', f0, ('and', g, VAR[v]))))
            options.append((best(f1)[0] + best(g)[0] + 2, ('xor', f1, ('andnot', g, VAR[v]))))
        for o in options:
            if found is None or o[0] < found[0]:
                found = o
    return found


class Emitter:
    def __init__(self):
        self.lines = []
        self.names = {VAR[i]: 'a%d' % (i + 1) for i in range(6)}
        self.count = 0

    def node(self, table, expr):
        if table in self.names:
            return self.names[table]
        self.count += 1
        name = 't%d' % self.count
        self.lines.append('LongVector %s = %s;' % (name, expr))
        self.names[table] = name
        return name

    def emit(self, plan_or_table):
        if isinstance(plan_or_table, int):
            if plan_or_table in self.names:
                return self.names[plan_or_table]
            return self.emit_plan(plan_or_table, best(plan_or_table)[1])
        return self.emit_sub(plan_or_table)

    def emit_sub(self, sub):
        # a nested ('and', g, v) / ('andnot', g, v) inside a Davio step
        op, g, v = sub
        a, b = self.emit(g), self.emit(v)
        table = (g & v) if op == 'and' else (g & ~v & FULL)
        return self.node(table, '%s.and(%s)' % (a, b) if op == 'and' else '%s.lanewise(AND_NOT, %s)' % (a, b))

    def emit_plan(self, f, plan):
        kind = plan[0]
        if kind == 'var':
            return self.names[VAR[plan[1]]]
        if kind == 'const':
            raise ValueError('constant output')
        if kind == 'not':
            return self.node(f, '%s.not()' % self.emit(plan[1]))
        if kind == 'blend':
            f0, f1, v = self.emit(plan[1]), self.emit(plan[2]), self.emit(plan[3])
            return self.node(f, '%s.bitwiseBlend(%s, %s)' % (f0, f1, v))
        a = self.emit(plan[1])
        b = self.emit(plan[2])
        ops = {'xor': '%s.lanewise(XOR, %s)', 'and': '%s.and(%s)', 'andnot': '%s.lanewise(AND_NOT, %s)',
               'or': '%s.or(%s)'}
        return self.node(f, ops[kind] % (a, b))


def evaluate(lines, outs, x):
    env = {'a%d' % (i + 1): -((x >> (5 - i)) & 1) for i in range(6)}
    for line in lines:
        m = re.match(r'LongVector (\w+) = (\w+)\.(\w+)\((.*)\);', line)
        name, a, op, args = m.groups()
        args = [s.strip() for s in args.split(',')] if args else []
        va = env[a]
        if op == 'not':
            r = ~va
        elif op == 'and':
            r = va & env[args[0]]
        elif op == 'or':
            r = va | env[args[0]]
        elif op == 'bitwiseBlend':
            r = (va & ~env[args[1]]) | (env[args[0]] & env[args[1]])
        elif args[0] == 'XOR':
            r = va ^ env[args[1]]
        else:
            r = va & ~env[args[1]]
        env[name] = r
    return [env[o] & 1 for o in outs]


def circuit(box):
    e = Emitter()
    outs = []
    for bit in range(4):
        table = sum(1 << n for n in range(64) if (sbox_out(box, n) >> (3 - bit)) & 1)
        outs.append(e.emit(table))
    for x in range(64):
        got = evaluate(e.lines, outs, x)
        want = [(sbox_out(box, x) >> (3 - b)) & 1 for b in range(4)]
        if got != want:
            sys.exit('S-box %d circuit wrong at input %d' % (box + 1, x))
    return e.lines, outs


def java(box, lines, outs):
    body = ['    /** S%d: %d gates, generated by simd/gen/des_sbox_circuits.py. */' % (box + 1, len(lines)),
            '    private void s%d(long[] st, int in, int out, long[] ks, int k) {' % (box + 1)]
    for i in range(6):
        body.append('        LongVector a%d = load(st, in + E[%d]).lanewise(XOR, load(ks, k + %d * W));' % (i + 1, 6 * box + i, 6 * box + i))
    body += ['        ' + l for l in lines]
    for bit in range(4):
        body.append('        xorInto(st, out + PDEST[%d], %s);' % (4 * box + bit, outs[bit]))
    body.append('    }')
    return body


def main():
    path = 'simd/dev/lanecrypt/simd/BitslicedDesEngine.java'
    src = open(path).read()
    begin = '    // BEGIN GENERATED S-BOXES (simd/gen/des_sbox_circuits.py)\n'
    end = '    // END GENERATED S-BOXES\n'
    out, total = [], 0
    for box in range(8):
        lines, outs = circuit(box)
        total += len(lines)
        out += java(box, lines, outs) + ['']
        print('S%d: %d gates' % (box + 1, len(lines)))
    print('total %d gates, %.1f per S-box' % (total, total / 8))
    i, j = src.index(begin) + len(begin), src.index(end)
    open(path, 'w').write(src[:i] + '\n'.join(out) + src[j:])


if __name__ == '__main__':
    main()
