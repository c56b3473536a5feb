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


P = [16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
     2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25]


def expansion(j):
    """E (FIPS 46-3): input j (1..48) of the S-boxes is bit expansion(j) (1..32) of the right half."""
    p = 4 * ((j - 1) // 6) + (j - 1) % 6
    return 32 if p == 0 else (1 if p == 33 else p)


def p_dest(box, bit):
    """P: S-box output bit (box, bit) lands in bit p_dest (0-based) of the other half."""
    return P.index(4 * box + bit + 1)


class Gates:
    """A circuit as a list of primitive gates (table, op, a, b) over and/or/xor/not, one node per
    truth table, so every sub-function is computed once and shared by all four outputs."""

    def __init__(self):
        self.gates = []
        self.known = set(VAR)

    def node(self, table, op, a, b=None):
        if table not in self.known:
            self.known.add(table)
            self.gates.append((table, op, a, b))
        return table

    def neg(self, t):
        return self.node(FULL ^ t, 'not', t)

    def emit(self, f):
        if f in self.known:
            return f
        kind, *args = best(f)[1]
        if kind == 'not':
            return self.neg(args[0])
        if kind == 'blend':                     # v ? f1 : f0 = f0 ^ ((f0 ^ f1) & v)
            f0, f1, v = (self.emit(x) for x in args)
            g = self.node(f0 ^ f1, 'xor', f0, f1)
            return self.node(f, 'xor', f0, self.node(g & v, 'and', g, v))
        a = self.emit(args[0])
        b = self.sub(args[1]) if isinstance(args[1], tuple) else self.emit(args[1])
        return self.binary(kind, a, b)

    def sub(self, s):
        op, g, v = s                            # a nested ('and', g, v) / ('andnot', g, v) of a Davio step
        return self.binary(op, self.emit(g), v)

    def binary(self, kind, a, b):
        if kind == 'xor':
            return self.node(a ^ b, 'xor', a, b)
        if kind == 'and':
            return self.node(a & b, 'and', a, b)
        if kind == 'or':
            return self.node(a | b, 'or', a, b)
        nb = self.neg(b)                        # and-not: AVX2 has no vpandn for C2, so and(a, not b)
        return self.node(a & nb, 'and', a, nb)


def circuit(box):
    """(gates, output tables) of S-box box; checked gate by gate against the truth tables."""
    c = Gates()
    outs = []
    for bit in range(4):
        table = sum(1 << n for n in range(64) if (sbox_out(box, n) >> (3 - bit)) & 1)
        outs.append(c.emit(table))
        if outs[-1] != table:
            sys.exit('S-box %d output %d wrong' % (box + 1, bit))
    ops = {'xor': lambda a, b: a ^ b, 'and': lambda a, b: a & b, 'or': lambda a, b: a | b,
           'not': lambda a, b: FULL ^ a}
    for table, op, a, b in c.gates:
        if ops[op](a, b) != table:
            sys.exit('S-box %d gate %s wrong' % (box + 1, op))
    return c.gates, outs


# Ops per compile unit: C2 parses each Vector API call into about 150 ideal nodes before it folds them,
# and stops inlining at 18000 (NodeCountInliningCutoff): calls past that stay calls that box their vectors.
UNIT_OPS = 40


def units(box, gates, outs):
    """Splits S-box box into compile units of at most UNIT_OPS vector operations. Items in order:
    the six inputs (load, load key, xor), then the gates, each output xor-ed into its destination right
    after its gate. A value used in a later unit is stored to scratch slices m and loaded there."""
    items = [('in', i) for i in range(6)]
    for g in gates:
        items.append(('gate', g))
        items += [('out', bit) for bit in range(4) if outs[bit] == g[0]]
    cost = {'in': 3, 'gate': 1, 'out': 3}
    def uses(item):
        if item[0] == 'gate':
            return [t for t in item[1][2:] if t is not None]
        return [outs[item[1]]] if item[0] == 'out' else []

    def split(limit):
        plan, cur, ops, loaded = [], [], 0, set()
        for item in items:
            outside = set(uses(item)) - cur_defs(cur) - loaded
            if cur and ops + cost[item[0]] + len(outside) > limit:
                plan.append(cur)
                cur, ops, loaded = [], 0, set()
                outside = set(uses(item))
            cur.append(item)
            ops += cost[item[0]] + len(outside)
            loaded |= outside
        return plan + [cur]

    # as few units as the budget allows, as even as possible: a small unit would be inlined into round()
    n = len(split(UNIT_OPS))
    limit = UNIT_OPS
    while len(split(limit - 1)) == n:
        limit -= 1
    plan = split(limit)
    return plan, uses


def cur_defs(items):
    out = set()
    for kind, x in items:
        if kind == 'in':
            out.add(VAR[x])
        elif kind == 'gate':
            out.add(x[0])
    return out


def java(box, gates, outs):
    """The Java methods of S-box box (one per compile unit) and the calls that run them in order."""
    plan, uses = units(box, gates, outs)
    defs = [cur_defs(u) for u in plan]
    spilled = {}                                     # table -> scratch slot
    for i, u in enumerate(plan):
        for later in plan[i + 1:]:
            for item in later:
                for t in uses(item):
                    if t in defs[i] and t not in spilled:
                        spilled[t] = len(spilled)
    names = {VAR[i]: 'a%d' % (i + 1) for i in range(6)}
    for n, g in enumerate(gates):
        names[g[0]] = 't%d' % (n + 1)
    exprs = {'xor': '%s.lanewise(XOR, %s)', 'and': '%s.lanewise(AND, %s)', 'or': '%s.lanewise(OR, %s)',
             'not': '%s.lanewise(XOR, ones)'}
    methods, calls = [], []
    for i, u in enumerate(plan):
        name = 's%d' % (box + 1) if len(plan) == 1 else 's%d%s' % (box + 1, 'abcdefgh'[i])
        body = []
        mine = defs[i]
        needed = sorted({t for item in u for t in uses(item) if t not in mine}, key=lambda t: names[t])
        for t in needed:
            body.append('LongVector %s = load(m, %d * W);' % (names[t], spilled[t]))
        if any(it[0] == 'gate' and it[1][1] == 'not' for it in u):
            body.append('LongVector ones = LongVector.broadcast(S, -1L);')
        for kind, x in u:
            if kind == 'in':
                j = 6 * box + x
                body.append('LongVector a%d = load(x, %d * W).lanewise(XOR, load(ks, k + %d * W));'
                            % (x + 1, expansion(j + 1) - 1, j))
            elif kind == 'gate':
                table, op, a, b = x
                args = (names[a],) if op == 'not' else (names[a], names[b])
                body.append('LongVector %s = %s;' % (names[table], exprs[op] % args))
            else:
                body.append('xorInto(y, %d * W, %s);' % (p_dest(box, x), names[outs[x]]))
        for t in sorted(mine & set(spilled), key=lambda t: spilled[t]):
            if any(t in uses(item) for later in plan[i + 1:] for item in later):
                body.append('%s.intoArray(m, %d * W);' % (names[t], spilled[t]))
        ops = sum(1 for l in body if 'lanewise' in l or 'load(' in l or 'intoArray' in l or 'xorInto' in l)
        head = ['    /** S%d%s: %d gates in all, generated by simd/gen/des_sbox_circuits.py. */'
                % (box + 1, '' if len(plan) == 1 else ', part %d of %d' % (i + 1, len(plan)), len(gates)),
                '    private static void %s(long[] x, long[] y, long[] ks, int k, long[] m) {' % name]
        methods += head + ['        ' + l for l in body] + ['    }', '']
        calls.append('        %s(x, y, ks, k, m);' % name)
    check(box, methods, outs)
    return methods, calls, len(spilled)


def check(box, methods, outs):
    """Runs the emitted Java text (loads, key xor, gates, scratch, xorInto) on all 64 S-box inputs at once,
    bit n of every value standing for input n, and compares each destination with the table."""
    x = {expansion(6 * box + i + 1) - 1: VAR[i] for i in range(6)}
    y, m, env = {}, {}, {}
    for line in methods:
        line = line.strip()
        mo = re.match(r'LongVector (\w+) = load\(x, (\d+) \* W\)\.lanewise\(XOR, load\(ks, k \+ \d+ \* W\)\);', line)
        if mo:
            env[mo.group(1)] = x[int(mo.group(2))]
            continue
        mo = re.match(r'LongVector (\w+) = load\(m, (\d+) \* W\);', line)
        if mo:
            env[mo.group(1)] = m[int(mo.group(2))]
            continue
        if line == 'LongVector ones = LongVector.broadcast(S, -1L);':
            env['ones'] = FULL
            continue
        mo = re.match(r'LongVector (\w+) = (\w+)\.lanewise\((XOR|AND|OR), (\w+)\);', line)
        if mo:
            a, b = env[mo.group(2)], env[mo.group(4)]
            env[mo.group(1)] = {'XOR': a ^ b, 'AND': a & b, 'OR': a | b}[mo.group(3)]
            continue
        mo = re.match(r'(\w+)\.intoArray\(m, (\d+) \* W\);', line)
        if mo:
            m[int(mo.group(2))] = env[mo.group(1)]
            continue
        mo = re.match(r'xorInto\(y, (\d+) \* W, (\w+)\);', line)
        if mo:
            y[int(mo.group(1))] = y.get(int(mo.group(1)), 0) ^ env[mo.group(2)]
            continue
        if line.startswith('private static void'):
            env = {}
            continue
        if line.startswith('/**') or line in ('}', ''):
            continue
        sys.exit('S-box %d: unexpected line %r' % (box + 1, line))
    for bit in range(4):
        want = sum(1 << n for n in range(64) if (sbox_out(box, n) >> (3 - bit)) & 1)
        if y.get(p_dest(box, bit)) != want:
            sys.exit('S-box %d output %d wrong in the emitted code' % (box + 1, bit))


def main():
    path = 'simd/dev/lanecrypt/simd/BitslicedDesEngine.java'
    src = open(path).read()
    begin = '    // BEGIN GENERATED S-BOXES (simd/gen/des_sbox_circuits.py)\n'
    end = '    // END GENERATED S-BOXES\n'
    out, calls, total, slots = [], [], 0, 0
    for box in range(8):
        gates, outs = circuit(box)
        total += len(gates)
        methods, c, s = java(box, gates, outs)
        out += methods
        calls += c
        slots = max(slots, s)
        print('S%d: %d gates, %d compile units' % (box + 1, len(gates), len(c)))
    print('total %d gates, %.1f per S-box' % (total, total / 8))
    head = ['    /** Scratch slices for values passed between the compile units of one S-box. */',
            '    static final int SCRATCH = %d;' % max(slots, 1), '',
            '    /** One round: y ^= P(S(E(x) ^ round key k)), each S-box in its compile units. */',
            '    private static void round(long[] x, long[] y, long[] ks, int k, long[] m) {'] + calls + ['    }', '']
    i, j = src.index(begin) + len(begin), src.index(end)
    open(path, 'w').write(src[:i] + '\n'.join(head + out) + src[j:])


if __name__ == '__main__':
    main()
