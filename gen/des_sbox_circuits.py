#!/usr/bin/env python3
"""Generates straight-line boolean circuits for the eight DES S-boxes (FIPS 46-3) and writes them as
Java methods into simd/dev/lanecrypt/des/BitslicedDesEngine.java, between the BEGIN/END GENERATED
markers, with the register-blocked steps of the bit-matrix transposition, and the same circuits on
plain longs into scalar/dev/lanecrypt/des/BitslicedDes64.java. Run from the repository root:
  python3 gen/des_sbox_circuits.py  (--check: only compare, exit 1 when a file differs)

Method: each of the 4 output bits of an S-box is a function of 6 inputs (a 64-bit truth table). It is
decomposed recursively on one input variable v at a time (an ordered functional decision diagram with a
free choice of variable and decomposition per node, memoized per sub-function):
  Shannon          f = v ? f1 : f0          (special cases f0^v, f1&v, f0&~v, f0|v: one gate; else a blend)
  positive Davio   f = f0 ^ (v & (f0^f1))
  negative Davio   f = f1 ^ (f0^f1 & ~v)
and the cheapest is kept (tree cost). Emission builds the outputs one after the other, sharing every
sub-function by truth table, and where it is cheaper builds a function as one gate on a node already
built (f = h ^ r, or h & r / h | r with r free where h decides), using the tree cost of the rest; the
smallest of eight builds (output order, with and without that reuse) is kept. Gates are and/or/xor/not
(AVX2 has no and-not for C2: an and-not is an and with a shared negation). The emitted Java text is
evaluated on all 64 inputs against the table before it is written; the Java tests compare the
bit-sliced engine with the table-driven one on random keys and blocks.

The circuits of three-input gates (u1..u8) are read from gen/des_sbox_lut3_circuits.txt (found by
gen/des_lut3_search.c; read and checked by des_sbox_lut3.py), not searched here. The two-input circuits of
the vector engines (s1..s8 in BitslicedDesEngine) are read from gen/des_sbox_gate2_circuits.txt (found by
gen/des_gate2_search.c, Kwan's masked search: 450 gates, 56.2 per S-box, against 647 from the synthesis
here); the engine on plain longs keeps the synthesized ones, which ran faster there (circuit()).
"""
import functools
import os
import re
import sys

import c2_logic_cones

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
            if f0 & ~f1 == 0:
                options.append((best(f0)[0] + best(f1)[0] + 2, ('or', f0, ('and', f1, VAR[v]))))
            if f1 & ~f0 == 0:
                options.append((best(f0)[0] + best(f1)[0] + 2, ('or', f1, ('andnot', f0, VAR[v]))))
        for o in options:
            if found is None or o[0] < found[0]:
                found = o
    return found


P = [16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
     2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25]


# IP (FIPS 46-3): output bit j (1..64) of the initial permutation is input bit IP[j - 1]; FP is its inverse.
IP = [58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6,
      64, 56, 48, 40, 32, 24, 16, 8, 57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3,
      61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7]


def ip_bytes_slots():
    """The state slice (L: 0..31, R: 32..63) each transposed row of blocks read as bytes becomes with IP: the inverse
    of BitslicedKernel.IN_IP_BYTES (slice i is big-endian row 64 - IP[i], so little-endian row (64 - IP[i]) ^ 56)."""
    slot = [0] * 64
    for i in range(64):
        slot[(64 - IP[i]) ^ 56] = i
    return slot


def fp_bytes_slots():
    """BitslicedKernel.OUT_FP_BYTES: the state slice each output row of blocks written as bytes reads. FP undoes IP:
    the row IP made slice i takes pre-output bit i + 1 back (R16 then L16: bit q <= 32 is slice 31 + q, else q - 33)."""
    out = [0] * 64
    for i in range(64):
        q = i + 1
        out[(64 - IP[i]) ^ 56] = 31 + q if q <= 32 else q - 33
    return out


def slot_runs(slots, rows):
    """For each of eight sets of eight rows (rows(c), c = 0..7), the half ('l' or 'r') and the lowest slice in it
    of the set's slices, where they are one descending run in one half (slots[rows(c)[i]] = top - i); exits
    otherwise, since the methods written with these runs assume that shape."""
    runs = []
    for c in range(8):
        s = [slots[row] for row in rows(c)]
        if any(s[i] != s[0] - i for i in range(8)) or s[0] // 32 != s[7] // 32:
            sys.exit('slots %r of rows %r are not one descending run in one half' % (s, rows(c)))
        runs.append(('l' if s[0] < 32 else 'r', s[7] & 31))
    return runs


def expansion(j):
    """E (FIPS 46-3): input j (1..48) of the S-boxes is bit expansion(j) (1..32) of the right half."""
    p = 4 * ((j - 1) // 6) + (j - 1) % 6
    return 32 if p == 0 else (1 if p == 33 else p)


def p_dest(box, bit):
    """P: S-box output bit (box, bit) lands in bit p_dest (0-based) of the other half."""
    return P.index(4 * box + bit + 1)


class Gates:
    """A circuit as a list of primitive gates (table, op, a, b) over and/or/xor/not, one node per
    truth table, so every sub-function is computed once and shared by all four outputs. A function
    is built from what the circuit already has where one gate suffices (the outputs of an S-box share
    much), else by the decomposition of {@code best} that is cheapest given the nodes already built."""

    def __init__(self, reuse):
        self.reuse = reuse                      # whether plan() tries gates on built nodes
        self.gates = []
        self.known = set(VAR)
        self.pending = set()                    # functions being built: never a rest of their own parts

    def node(self, table, op, a, b=None):
        if table not in self.known:
            self.known.add(table)
            self.gates.append((table, op, a, b))
        return table

    def neg(self, t):
        return self.node(FULL ^ t, 'not', self.emit(t))

    def cost(self, f):
        """New gates f would take: 0 if built, 1 if its negation is, else its tree cost."""
        if f in self.known:
            return 0
        return 1 if FULL ^ f in self.known else best(f)[0]

    def one_gate(self, f):
        """(op, a, b) with a op b == f for built a, b, or None."""
        built = sorted(self.known)
        for x in built:
            if f ^ x in self.known:
                return 'xor', x, f ^ x
        for op, pool in (('and', [x for x in built if x & f == f]), ('or', [x for x in built if x | f == f])):
            for i, x in enumerate(pool):
                for y in pool[i:]:
                    if (x & y if op == 'and' else x | y) == f:
                        return op, x, y
        return None

    def emit(self, f):
        if f in self.known:
            return f
        if FULL ^ f in self.known:
            return self.node(f, 'not', FULL ^ f)
        g = self.one_gate(f)
        if g:
            return self.node(f, *g)
        self.pending.add(f)
        try:
            return self.build(f, *self.plan(f))
        finally:
            self.pending.discard(f)

    def build(self, f, kind, *args):
        if kind == 'not':
            return self.neg(args[0])
        if kind == 'blend':                     # v ? f1 : f0 = f0 ^ ((f0 ^ f1) & v)
            f0, f1, v = (self.emit(x) for x in args)
            g = self.node(f0 ^ f1, 'xor', f0, f1)
            return self.node(f, 'xor', f0, self.node(g & v, 'and', g, v))
        a = self.emit(args[0])
        b = self.sub(args[1]) if isinstance(args[1], tuple) else self.emit(args[1])
        return self.binary(kind, a, b)

    def plan(self, f):
        """The top gate for f: a gate on a built node, or a decomposition of best(f) on one variable,
        whichever is cheapest counting what is already built as free."""
        if any(f == FULL ^ v for v in VAR):
            return best(f)[1]
        found = None
        for h in sorted(self.known) if self.reuse else ():     # f from a built node h and a rest r, using don't-cares
            options = [('xor', h, f ^ h)]
            if f & ~h == 0:                     # f = h & r, r free outside h: all ones there
                options.append(('and', h, f | (FULL ^ h)))
            if h & ~f == 0:                     # f = h | r, r free inside h: all zeros there
                options.append(('or', h, f & ~h))
            for o in options:
                if o[2] in self.pending or o[2] == f:
                    continue
                o = (self.cost(o[2]) + 1, o)
                if found is None or o[0] < found[0]:
                    found = o
        for v in support(f):
            f0, f1 = cofactors(f, v)
            g, x, c = f0 ^ f1, VAR[v], self.cost
            nx = 0 if FULL ^ VAR[v] in self.known else 1
            if f1 == FULL ^ f0:
                options = [(c(f0) + 1, ('xor', f0, x))]
            elif f0 == 0:
                options = [(c(f1) + 1, ('and', f1, x))]
            elif f1 == 0:
                options = [(c(f0) + 1 + nx, ('andnot', f0, x))]
            elif f1 == FULL:
                options = [(c(f0) + 1, ('or', f0, x))]
            elif f0 == FULL:
                options = [(c(f1) + 1 + nx, ('or', f1, FULL ^ x))]
            else:
                options = [(c(f0) + c(g) + 2, ('xor', f0, ('and', g, x))),
                           (c(f1) + c(g) + 2 + nx, ('xor', f1, ('andnot', g, x))),
                           (c(f0) + c(f1) + BLEND_COST, ('blend', f0, f1, x))]
                if f0 & ~f1 == 0:
                    options.append((c(f0) + c(f1) + 2, ('or', f0, ('and', f1, x))))
                if f1 & ~f0 == 0:
                    options.append((c(f0) + c(f1) + 2 + nx, ('or', f1, ('andnot', f0, x))))
            for o in options:
                if found is None or o[0] < found[0]:
                    found = o
        return found[1]

    def sub(self, s):
        op, g, v = s                            # the nested ('and', g, v) / ('andnot', g, v) of a step
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


GATE2_DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'des_sbox_gate2_circuits.txt')
OPS = {'xor': lambda a, b: a ^ b, 'and': lambda a, b: a & b, 'or': lambda a, b: a | b, 'not': lambda a, b: FULL ^ a}


def circuit2_from_file(box, tables):
    """The two-input circuit of S-box box in GATE2_DATA (found by gen/des_gate2_search.c) as gates (table, op,
    a, b), every gate's table recomputed from its inputs; exits when an output is not the S-box's."""
    env = {'a%d' % (i + 1): VAR[i] for i in range(6)}
    gates, outs = [], None
    with open(GATE2_DATA) as f:
        for line in f:
            line = line.split('#')[0].strip()
            if not line.startswith('S%d ' % (box + 1)):
                continue
            mo = re.match(r'S\d+ outputs (\w+) (\w+) (\w+) (\w+)$', line)
            if mo:
                outs = mo.groups()
                continue
            mo = re.match(r'S\d+ (g\d+) = (and|or|xor|not)\((\w+)(?:, (\w+))?\)$', line)
            if not mo or mo.group(1) in env or (mo.group(2) == 'not') != (mo.group(4) is None):
                sys.exit('%s: bad line %r' % (GATE2_DATA, line))
            a = env[mo.group(3)]
            b = env[mo.group(4)] if mo.group(4) else None
            env[mo.group(1)] = OPS[mo.group(2)](a, b)
            gates.append((env[mo.group(1)], mo.group(2), a, b))
    if outs is None or [env[o] for o in outs] != tables or len({g[0] for g in gates} | set(VAR)) != len(gates) + 6:
        sys.exit('%s: S%d does not compute the S-box (or repeats a node)' % (GATE2_DATA, box + 1))
    return gates


def circuit(box):
    """(gates, output tables) of S-box box: the smallest of the circuits built here with and without gates
    on built nodes, outputs in four rotated orders; checked gate by gate against the truth tables. These
    (647 gates in all) stay in the engine on plain longs, where the searched ones (450) ran 12-14% slower
    (timing des, Zen 3: bitslice64 DES 15.1 against 13.4-13.5 cycles/byte, the same with their gates reordered
    depth first, output by output); the vector engines take the searched ones (bitslice256 DES 2.5-2.6 against
    4.1-4.2), in the search's order of creation (depth first: 2.85)."""
    tables = [sum(1 << n for n in range(64) if (sbox_out(box, n) >> (3 - bit)) & 1) for bit in range(4)]
    c = None
    for reuse in (False, True):
        for first in range(4):
            t = Gates(reuse)
            for bit in range(4):
                t.emit(tables[(first + bit) % 4])
            if c is None or len(t.gates) < len(c.gates):
                c = t
    for table, op, a, b in c.gates:
        if OPS[op](a, b) != table:
            sys.exit('S-box %d gate %s wrong' % (box + 1, op))
    return c.gates, tables


def java(box, gates, outs):
    """The Java method of S-box box. Only Vector API calls, no helper method of ours: C2 stops inlining
    plain methods into a compile unit once its graph has 18000 nodes (NodeCountInliningCutoff), and a
    helper left as a call boxes the vectors it takes (an S-box is ~110 vector operations, past that
    size); the Vector API's own methods are @ForceInline, which C2 still inlines (late) past it."""
    names = {VAR[i]: 'a%d' % (i + 1) for i in range(6)}
    for n, g in enumerate(gates):
        names[g[0]] = 't%d' % (n + 1)
    exprs = {'xor': '%s.lanewise(XOR, %s)', 'and': '%s.lanewise(AND, %s)', 'or': '%s.lanewise(OR, %s)',
             'not': '%s.lanewise(XOR, ones)'}
    body = ['LongVector ones = LongVector.broadcast(S, -1L);'] if any(g[1] == 'not' for g in gates) else []
    for i in range(6):
        j = 6 * box + i
        body.append('LongVector a%d = LongVector.fromArray(S, x, %d * W).lanewise(XOR, LongVector.fromArray(S, ks, k + %d * W));'
                    % (i + 1, expansion(j + 1) - 1, j))
    for table, op, a, b in gates:
        args = (names[a],) if op == 'not' else (names[a], names[b])
        body.append('LongVector %s = %s;' % (names[table], exprs[op] % args))
        for bit in range(4):
            if outs[bit] == table:             # xor-ed into its destination as soon as it is known
                d = p_dest(box, bit)
                body.append('LongVector.fromArray(S, y, %d * W).lanewise(XOR, %s).intoArray(y, %d * W);'
                            % (d, names[table], d))
    method = ['    /** S%d: %d gates, generated by gen/des_sbox_circuits.py. */' % (box + 1, len(gates)),
              '    private static void s%d(long[] x, long[] y, long[] ks, int k) {' % (box + 1)]
    method += ['        ' + l for l in body] + ['    }', '']
    check(box, method)
    return method


def java_lut3(box, gates, outs, exprs, forms=None, check=True):
    """The S-box as LUT3 gates (method u1..u8): each gate one expression over its (at most three) inputs
    in and/or/xor/not, which C2 compiles to one vpternlog on AVX-512 (and to the expression's own
    operations elsewhere, hence a design of its own that the selector times). forms (from cone_forms)
    gives per gate the expression and whether it is written as the NOT of its complement, h<n>, whose
    readers take h<n> for ~g<n>; without it each gate takes the expression of fewest operations."""
    names = {VAR[i]: 'a%d' % (i + 1) for i in range(6)}
    complemented = set()
    # the S-box inputs x ^ k as they are: these single methods run only where C2 has no vpternlog (the
    # engine calls the pairs of interleave() with TERNLOG), so no logic-cone pass folds their key xors
    body = []
    for i in range(6):
        j = 6 * box + i
        body.append('LongVector a%d = LongVector.fromArray(S, x, %d * W).lanewise(XOR, LongVector.fromArray(S, ks, k + %d * W));'
                    % (i + 1, expansion(j + 1) - 1, j))
    for n, (table, inputs, f8) in enumerate(gates):
        name = names[table] = 'g%d' % (n + 1)
        expr, negated = forms[n] if forms else (exprs[f8], False)
        text = vector_expr(expr, [names[i] for i in inputs])
        for i in inputs:
            if i in complemented:
                text = re.sub(r'\b%s\.lanewise\(NOT\)' % names[i], 'h' + names[i][1:], text)
                text = re.sub(r'\b%s\b' % names[i], 'h%s.lanewise(NOT)' % names[i][1:], text)
        if negated:
            # no variable for the NOT itself: a local that is live at an array access's range check is kept
            # for deoptimization, and a NOT kept there is computed on its own (one vpxord each, read in the
            # assembly of u56k), where its readers would have folded it
            complemented.add(table)
            body.append('LongVector h%d = %s;' % (n + 1, text))
        else:
            body.append('LongVector %s = %s;' % (name, text))
        for bit in range(4):
            if outs[bit] in (table, FULL ^ table):     # xor-ed (or xnor-ed) into its destination when known
                d = p_dest(box, bit)
                value = (name if outs[bit] == table else name + '.lanewise(NOT)') if not negated \
                    else 'h%d.lanewise(NOT)' % (n + 1) if outs[bit] == table else 'h%d' % (n + 1)
                body.append('LongVector.fromArray(S, y, %d * W).lanewise(XOR, %s).intoArray(y, %d * W);' % (d, value, d))
    method = ['    /** S%d: %d three-input gates, generated by gen/des_sbox_circuits.py (gen/des_sbox_lut3_circuits.txt). */'
              % (box + 1, len(gates)),
              '    private static void u%d(long[] x, long[] y, long[] ks, int k) {' % (box + 1)]
    method += ['        ' + l for l in body] + ['    }', '']
    if check:
        check_lut3(box, method, exprs)
    return method


def cone_forms(box, gates, outs, exprs):
    """Per gate of the S-box the form (expression, written as the NOT of its complement?) for which C2's
    logic-cone pass, as modelled by c2_logic_cones, leaves the fewest vector logic instructions, and of those
    the fewest register copies before them in the key-folded pairs (c2_logic_cones.copies: a form decides
    which input the vpternlog overwrites; on Zen 4 each copy costs what a gate costs): starting
    from the forms of fewest operations, each gate in turn takes the best of its forms (the multiplexer on
    each of its inputs, of the function or of its complement under a NOT) with the others fixed, until no
    gate changes. A gate read by another through a NOT is not looked into by the pass (a NOT brings its
    operand as one input), which keeps the consumer's cone to its own three inputs. The pairs are written in
    these forms (interleave); the single methods, which run without vpternlog, keep the fewest operations."""
    import des_sbox_lut3

    def count(forms):
        method = java_lut3(box, gates, outs, exprs, forms, check=False)
        g = c2_logic_cones.from_lut3_method([opaque_inputs(line.strip()) for line in method[2:-2]])
        folded = [opaque_inputs(line.strip()) for line in folded_key(box, method)[2:-2]]
        return sum(c2_logic_cones.instructions(g).values()), c2_logic_cones.copies(folded)
    choices = []
    for table, inputs, f8 in gates:
        options = []
        for negated in (False, True):
            for v in range(3):
                e = des_sbox_lut3.expression_v(f8 ^ 0xFF if negated else f8, v)
                if e is not None and (e, negated) not in options:
                    options.append((e, negated))
        choices.append(options)
    forms = [(exprs[f8], False) for table, inputs, f8 in gates]
    best = first = count(forms)
    changed = True
    while changed:
        changed = False
        for n, options in enumerate(choices):
            for option in options:
                trial = forms[:n] + [option] + forms[n + 1:]
                c = count(trial)
                if c < best:
                    best, forms, changed = c, trial, True
    return forms, first, best


def one_key(method):
    """The same S-box for engines whose lanes all share one key: each round-key slice is then all zeros or
    all ones across its W longs, so it is read as one long broadcast (an 8-byte load, which never crosses a
    cache line, where a 512-bit slice crosses one in 7 of 8 alignments: docs/des.md). Method s<n>k / u<n>k.
    Emitted for every width (one source, one hidden class per species); the engine calls them at 512 bits
    only (BROADCAST_KEYS), where they measured faster."""
    out = []
    for line in method:
        line = re.sub(r'private static void ([su]\d)\(', r'private static void \1k(', line)
        line = re.sub(r'LongVector\.fromArray\(S, ks, k \+ (\d+) \* W\)', r'LongVector.broadcast(S, ks[k + \1 * W])', line)
        line = line.replace(', generated by gen/des_sbox_circuits.py', ', one key for all lanes, generated by gen/des_sbox_circuits.py')
        out.append(line)
    return out


def folded_key(box, method):
    """The one-key S-box with the round key folded into the state (method u<n>f; FoldedRoundKeys has the
    algebra and the table k points into): inputs 1 to 4 read their slice as it is (its mask is their key bit),
    inputs 5 and 6 take a correction from the table (at 2 box and 2 box + 1), and each output is xor-ed into y
    with the constant that moves that slice of y to the mask of its next reader (at 16 + its slice), one
    three-input xor. Written from the forms of the pairs; only the pairs of these run (interleave)."""
    out = []
    for line in method:
        mo = re.match(r'(\s*LongVector a(\d) = LongVector\.fromArray\(S, x, \d+ \* W\))\.lanewise\(XOR, '
                      r'LongVector\.fromArray\(S, ks, k \+ \d+ \* W\)\);$', line)
        if mo:
            m = int(mo.group(2)) - 1
            out.append(mo.group(1) + (';' if m < 4 else '.lanewise(XOR, LongVector.broadcast(S, ks[k + %d]));'
                                      % (2 * box + m - 4)))
            continue
        mo = re.match(r'(\s*LongVector\.fromArray\(S, y, (\d+) \* W\)\.lanewise\(XOR, .*\))(\.intoArray\(y, \d+ \* W\);)$', line)
        if mo:
            out.append(mo.group(1) + '.lanewise(XOR, LongVector.broadcast(S, ks[k + %d]))' % (16 + int(mo.group(2)))
                       + mo.group(3))
            continue
        line = re.sub(r'private static void u(\d)\(', r'private static void u\1f(', line)
        line = line.replace(', generated by gen/des_sbox_circuits.py',
                            ', key folded (FoldedRoundKeys), generated by gen/des_sbox_circuits.py')
        out.append(line)
    return out


def opaque_inputs(line):
    """A line of a single LUT3 method in the form of the pairs (both kinds: a key slice per lane, one key): each input x ^ k added to
    a zero C2 cannot see (read from an array). An addition is not a logic operation, so C2's logic-cone pass takes
    the inputs as they are instead of folding each key xor into the gates that read it, which broke the gates'
    shapes. One vpaddq per input, in every pair. For most of 2026-12-04 the one-key pairs took their inputs
    as int lanes instead (reinterpretAsInts: no instruction) and computed the gates on IntVector; in some JVMs
    (3-4 of 12 JMH forks) C2 left the reinterpretations of the outputs back to long lanes unintrinsified, a
    long[] allocated per output and ternary512 1.4-1.8x slower for the life of the JVM, and the calibration then
    chose bitslice512; also with the reinterpreted values only ever arguments of operations on known receivers
    (IntVector.zero(IS).lanewise(OR, ..), y.lanewise(XOR, g.reinterpretAsLongs())), 2 JVMs of 16 (docs/des.md,
    "One vpternlog a gate")."""
    return re.sub(r'^(LongVector a\d+\w* = .*\.lanewise\(XOR, .*)\);$', r'\1).lanewise(ADD, opaque);', line)


def interleave(*methods):
    """S-box methods of the three-input design (u<n>, u<n+1>, ..., or their one-key forms) as one method,
    u<n><n+1>...: all inputs loaded first, then the gates alternately, one of each S-box in turn. Each line
    reads only its own S-box's values (renamed with a suffix) and x (never y: the engine passes two different
    arrays), and the S-boxes write different slices of y, so any interleaving computes what the calls did. In
    order, each S-box is a chain of dependent vpternlogs that fills the scheduler while it waits; alternated,
    the core always has the other's gates to issue. Zen 5, ternary512 DES, pairs in one JVM against the calls
    one by one: 7-14% less time a block (ternary128 9-11%, ternary256 5-9%); three at once 5-25% slower than
    pairs and four 1.8x slower (32 registers do not hold their live values), so the engine takes pairs.
    Where C2 has no vpternlog (AVX2) each gate is several operations, a pair passed C2's inlining budget and
    boxed (118 MB in DesAllocationCheck under -XX:UseAVX=2), so the engine calls the pairs only with TERNLOG
    and the single methods otherwise. The pairs are checked where they run: BitslicedDesProperties compares
    every kernel with the scalar engine bit for bit. main() passes the single methods in the forms of
    cone_forms (one vpternlog a gate: 243 vector logic instructions a round besides the key xors and the added
    zeros, against 282 in the forms of fewest operations; docs/des.md, "One vpternlog a gate")."""

    def parts(method, suffix):
        rows = [opaque_inputs(re.sub(r'\b([agh]\d+)\b', r'\1' + suffix, line.strip())) for line in method[2:-2]]
        left = [r for r in rows if re.match(r'LongVector a\d', r) and '.lanewise(XOR, ' in r
                and not r.endswith('.lanewise(ADD, opaque);')]
        if left:
            sys.exit('interleave: a line not in the pairs\' form: %r' % left[0])
        loads = [r for r in rows if re.match(r'LongVector a\d+[a-z] = ', r)]
        return loads, [r for r in rows if r not in loads]
    split = [parts(m, 'abcd'[i]) for i, m in enumerate(methods)]
    body = ['LongVector opaque = LongVector.fromArray(S, OPAQUE_ZERO, 0);'] + [
        l for loads, gates in split for l in loads]
    for i in range(max(len(gates) for loads, gates in split)):
        for loads, gates in split:
            body += gates[i:i + 1]
    names = [re.search(r'void u(\d)([kf]?)\(', m[1]) for m in methods]
    name = 'u' + ''.join(n.group(1) for n in names) + names[0].group(2)
    count = re.compile(r'/\*\* S\d: (\d+) three-input gates')
    doc = count.sub('/** ' + ' and '.join('S' + n.group(1) for n in names) + ' interleaved: '
                    + ' and '.join(count.search(m[0]).group(1) for m in methods) + ' three-input gates', methods[0][0])
    return [doc, '    private static void %s(long[] x, long[] y, long[] ks, int k) {' % name] + ['        ' + l for l in body] + ['    }', '']


def parse_expr(expr):
    """'XOR(AND(A,B),C)' as nested tuples ('XOR', ('AND', 'A', 'B'), 'C')."""
    expr = expr.strip()
    if expr in ('A', 'B', 'C'):
        return expr
    op, inner = expr[:expr.index('(')], expr[expr.index('(') + 1:-1]
    if op == 'NOT':
        return 'NOT', parse_expr(inner)
    depth = 0
    for i, ch in enumerate(inner):
        depth += ch == '('
        depth -= ch == ')'
        if ch == ',' and depth == 0:
            return op, parse_expr(inner[:i]), parse_expr(inner[i + 1:])
    raise ValueError(expr)


def push_not(t, negate=False):
    """The tree with every NOT moved down to the inputs (De Morgan; ~(a ^ b) = ~a ^ b): C2 folds a NOT of
    an input into the vpternlog of the tree, but a NOT at the root stays an operation of its own (an xor
    with all ones)."""
    if isinstance(t, str):
        return ('NOT', t) if negate else t
    if t[0] == 'NOT':
        return push_not(t[1], not negate)
    op, a, b = t
    if op == 'XOR':
        return 'XOR', push_not(a, negate), push_not(b)
    if negate:
        op = 'OR' if op == 'AND' else 'AND'
    return op, push_not(a, negate), push_not(b, negate)


def vector_expr(expr, args):
    """A LUT3 expression ('XOR(AND(A,B),C)') as Vector API calls on the input names, its NOTs moved to
    the inputs (push_not). A gate of two inputs has no third name: an expression that read it fails here."""
    def call(t):
        if isinstance(t, str):
            return args['ABC'.index(t)]
        if t[0] == 'NOT':
            return '%s.lanewise(NOT)' % call(t[1])
        return '%s.lanewise(%s, %s)' % (call(t[1]), t[0], call(t[2]))
    return call(push_not(parse_expr(expr)))


def check_lut3(box, method, exprs):
    """Evaluates the emitted LUT3 text on all 64 inputs (bit n of every value for input n)."""
    x = {expansion(6 * box + i + 1) - 1: VAR[i] for i in range(6)}
    y, env = {}, {}

    def value(e):
        return c2_logic_cones.fold_lanewise(e, env.__getitem__, lambda a: FULL ^ a,
                                            lambda op, a, b: {'xor': a ^ b, 'and': a & b, 'or': a | b}[op])

    for line in method[2:-2]:
        line = line.strip()
        mo = re.match(r'LongVector (\w+) = LongVector\.fromArray\(S, x, (\d+) \* W\)\.lanewise\(XOR, LongVector\.fromArray\(S, ks, k \+ \d+ \* W\)\);', line)
        if mo:
            env[mo.group(1)] = x[int(mo.group(2))]
            continue
        mo = re.match(r'LongVector\.fromArray\(S, y, (\d+) \* W\)\.lanewise\(XOR, (\w+)(\.lanewise\(NOT\))?\)\.intoArray\(y, (\d+) \* W\);', line)
        if mo and mo.group(1) == mo.group(4):
            v = env[mo.group(2)] ^ (FULL if mo.group(3) else 0)
            y[int(mo.group(1))] = y.get(int(mo.group(1)), 0) ^ v
            continue
        mo = re.match(r'LongVector (\w+) = (.*);', line)
        if mo:
            env[mo.group(1)] = value(mo.group(2))
            continue
        sys.exit('S-box %d: unexpected line %r' % (box + 1, line))
    for bit in range(4):
        want = sum(1 << n for n in range(64) if (sbox_out(box, n) >> (3 - bit)) & 1)
        got = y.get(p_dest(box, bit))
        if got != want and got != FULL ^ want:
            sys.exit('S-box %d output %d wrong in the emitted LUT3 code' % (box + 1, bit))
        if got != want:
            sys.exit('S-box %d output %d complemented in the emitted LUT3 code' % (box + 1, bit))


def java_long(box, gates, outs):
    """The same S-box on plain longs (64 blocks, W = 1) for scalar/dev/lanecrypt/des/BitslicedDes64."""
    names = {VAR[i]: 'a%d' % (i + 1) for i in range(6)}
    for n, g in enumerate(gates):
        names[g[0]] = 't%d' % (n + 1)
    exprs = {'xor': '%s ^ %s', 'and': '%s & %s', 'or': '%s | %s', 'not': '~%s'}
    body = []
    for i in range(6):
        j = 6 * box + i
        body.append('long a%d = x[%d] ^ ks[k + %d];' % (i + 1, expansion(j + 1) - 1, j))
    for table, op, a, b in gates:
        args = (names[a],) if op == 'not' else (names[a], names[b])
        body.append('long %s = %s;' % (names[table], exprs[op] % args))
        for bit in range(4):
            if outs[bit] == table:
                body.append('y[%d] ^= %s;' % (p_dest(box, bit), names[table]))
    method = ['    /** S%d: %d gates, generated by gen/des_sbox_circuits.py. */' % (box + 1, len(gates)),
              '    private static void s%d(long[] x, long[] y, long[] ks, int k) {' % (box + 1)]
    method += ['        ' + l for l in body] + ['    }', '']
    check_long(box, method)
    return method


def check_long(box, method):
    """check() for the plain-long text."""
    x = {expansion(6 * box + i + 1) - 1: VAR[i] for i in range(6)}
    y, env = {}, {}
    for line in method[2:-2]:
        line = line.strip()
        mo = re.match(r'long (\w+) = x\[(\d+)\] \^ ks\[k \+ \d+\];', line)
        if mo:
            env[mo.group(1)] = x[int(mo.group(2))]
            continue
        mo = re.match(r'long (\w+) = ~(\w+);', line)
        if mo:
            env[mo.group(1)] = FULL ^ env[mo.group(2)]
            continue
        mo = re.match(r'long (\w+) = (\w+) ([&|^]) (\w+);', line)
        if mo:
            a, b = env[mo.group(2)], env[mo.group(4)]
            env[mo.group(1)] = {'^': a ^ b, '&': a & b, '|': a | b}[mo.group(3)]
            continue
        mo = re.match(r'y\[(\d+)\] \^= (\w+);', line)
        if mo:
            y[int(mo.group(1))] = y.get(int(mo.group(1)), 0) ^ env[mo.group(2)]
            continue
        sys.exit('S-box %d: unexpected line %r' % (box + 1, line))
    for bit in range(4):
        want = sum(1 << n for n in range(64) if (sbox_out(box, n) >> (3 - bit)) & 1)
        if y.get(p_dest(box, bit)) != want:
            sys.exit('S-box %d output %d wrong in the emitted plain-long code' % (box + 1, bit))


def check(box, methods):
    """Runs the emitted Java text (loads, key xor, gates, xor into the destinations) on all 64 S-box
    inputs at once, bit n of every value standing for input n, and compares each destination with the
    table."""
    x = {expansion(6 * box + i + 1) - 1: VAR[i] for i in range(6)}
    y, env = {}, {}
    for line in methods:
        line = line.strip()
        mo = re.match(r'LongVector (\w+) = LongVector\.fromArray\(S, x, (\d+) \* W\)\.lanewise\(XOR, LongVector\.fromArray\(S, ks, k \+ \d+ \* W\)\);', line)
        if mo:
            env[mo.group(1)] = x[int(mo.group(2))]
            continue
        if line == 'LongVector ones = LongVector.broadcast(S, -1L);':
            env['ones'] = FULL
            continue
        mo = re.match(r'LongVector (\w+) = (\w+)\.lanewise\((XOR|AND|OR), (\w+)\);', line)
        if mo:
            a, b = env[mo.group(2)], env[mo.group(4)]
            env[mo.group(1)] = {'XOR': a ^ b, 'AND': a & b, 'OR': a | b}[mo.group(3)]
            continue
        mo = re.match(r'LongVector\.fromArray\(S, y, (\d+) \* W\)\.lanewise\(XOR, (\w+)\)\.intoArray\(y, (\d+) \* W\);', line)
        if mo and mo.group(1) == mo.group(3):
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


def swap_stages(d, masks):
    """The three transposition stages on eight registered rows v0..v7, as (e, mask, pairs): each pair (x, y)
    swaps the high e bits of each 2e-bit group of row x with the low e bits of row y, for e = d, d/2, d/4."""
    return ((d, masks[0], [(0, 4), (1, 5), (2, 6), (3, 7)]),
            (d >> 1, masks[1], [(0, 2), (1, 3), (4, 6), (5, 7)]),
            (d >> 2, masks[2], [(0, 1), (2, 3), (4, 5), (6, 7)]))


def swap_steps(d, masks):
    """The swaps of swap_stages() one by one, as (x, y, e, mask)."""
    for e, mask, pairs in swap_stages(d, masks):
        for x, y in pairs:
            yield x, y, e, mask


def butterflies(name, d, stride, masks, state=None):
    """Three swap steps of the 64 x 64 bit transposition (Hacker's Delight 7-3) at distances d, d/2, d/4
    on the eight rows first + stride * i, held in registers, with constant shifts and masks (a shift
    count in a variable made the whole transposition 1.6x slower). Rows j < j + e swap the high e bits
    of each 2e-bit group of row j with the low e bits of row j + e; the mask selects the low halves.
    state 'in': the rows are read from the state (L, R) instead of a, row r from the slice slot[r]; 'out':
    written to the state, row r to the slice slot[r] (IP and FP as renaming, with no copy of the rows); 'bytes in':
    the rows read from a byte array, each 8 bytes a little-endian long (the Vector API's reinterpretation), so
    that a big-endian block's row r arrives as row r ^ 56 (a renaming the caller's slots absorb), with no copy of
    the blocks into longs; 'bytes out': the rows written to a byte array the same way, each optionally xor-ed
    with 8 bytes of a second array (CBC decryption's ciphertext before); 'ip out': written to the state as 'out' with
    the slots IP gives blocks read as bytes written in (no slot table: the slots of a row's eight groups are one
    run, slot_runs()); 'run in': read from eight consecutive slices of one half, the call naming them (FP's runs,
    outer_from_state_fp()). Those two are the JCA's path: about 1,100 fewer instructions a pass than the slot
    table's (docs/des.md, "IP and FP written into the transposition")."""
    if state is None:
        doc, sig = 'from a at ao to b at bo', 'long[] a, int ao, long[] b, int bo, int first'
    elif state == 'bytes in':
        doc, sig = ('from the bytes of a at byte ao, each block read little-endian, to b',
                    'byte[] a, int ao, long[] b, int first')
    elif state == 'bytes out':
        doc, sig = ('from a to the bytes of b at byte bo, each block written little-endian and xor-ed with the 8'
                    ' bytes of x at the same place from xo where x is not null',
                    'long[] a, int first, byte[] b, int bo, byte[] x, int xo')
    elif state == 'in':
        doc, sig = 'from the state slices slot[row] (L: 0..31, R: 32..63) to b', 'long[] l, long[] r, int[] slot, long[] b, int first'
    elif state == 'run in':
        doc, sig = 'from the slices low + 7, low + 6, ..., low of h to b', 'long[] h, int low, long[] b, int first'
    elif state == 'ip out':
        doc, sig = ('first = 8 g, from a to the state slices that IP makes of rows read as bytes, row 8 g + k to slice'
                    ' low(k) + 7 - g of one half (ip_bytes_slots() and slot_runs() in the generator), with no slot table',
                    'long[] a, int first, long[] l, long[] r')
    else:
        doc, sig = 'from a to the state slices slot[row] (L: 0..31, R: 32..63)', 'long[] a, int first, long[] l, long[] r, int[] slot'
    lines = ['    /** Distances %d, %d, %d of the transposition on the rows first + %d i, %s. */'
             % (d, d >> 1, d >> 2, stride, doc),
             '    private static void %s(%s) {' % (name, sig)]
    for i in range(8):
        if state == 'in':
            lines.append('        int s%d = slot[first + %d];' % (i, i * stride))
            lines.append('        LongVector v%d = LongVector.fromArray(S, s%d < 32 ? l : r, (s%d & 31) * W);' % (i, i, i))
        elif state == 'run in':
            lines.append('        LongVector v%d = LongVector.fromArray(S, h, (low + %d) * W);' % (i, 7 - i))
        elif state in ('out', 'ip out', 'bytes out'):
            lines.append('        LongVector v%d = LongVector.fromArray(S, a, (first + %d) * W);' % (i, i * stride))
        elif state == 'bytes in':
            # each reinterpretation cast to the species' class, a constant: C2 then knows the exact class where it
            # parses the calls on it and never asks their profile, shared by every species (docs/vector-api.md)
            lines.append('        LongVector v%d = (LongVector) S.vectorType().cast(ByteVector.fromArray(SB, a, ao + (first + %d) * 8 * W)'
                         % (i, i * stride))
            lines.append('                .reinterpretAsLongs());')
        else:
            lines.append('        LongVector v%d = LongVector.fromArray(S, a, ao + (first + %d) * W);' % (i, i * stride))
    # With vpternlog a swap is two bit-selects, each one vpternlog (the multiplexer shape of des_sbox_lut3)
    # and a shift: row y takes x >>> e where the mask is set, row x takes y << e where the mask << e is;
    # without it a select is three operations, and the xor form below (a shift, an xor and an and for t,
    # then two xors and a shift) is the shorter. Each stage makes its eight shifts first and its two masks after
    # them: C2 makes the oldest input of a vpternlog (by node index, the parse order here) its destination and
    # copies it first where it is read again (docs/des.md, "Zen 4: the register copies"). With the masks made
    # at the stage's first swap, before the later swaps' shifts, the shared mask was that input in up to three
    # selects of four: 15, 10, 9 and 9 register copies in a call of outerFromBytes, innerToState, outerFromState
    # and innerToBytes (344 a DES pass); made after the shifts, the destination is a row or a shift that dies
    # there: none (docs/des.md, "The transposition's selects without copies").
    lines.append('        if (TERNLOG) {')
    lines.append('            LongVector xs0, ys0, xs1, ys1, xs2, ys2, xs3, ys3, m, n;')
    for e, mask, pairs in swap_stages(d, masks):
        for p, (x, y) in enumerate(pairs):
            lines.append('            xs%d = v%d.lanewise(LSHR, %d);' % (p, x, e))
            lines.append('            ys%d = v%d.lanewise(LSHL, %d);' % (p, y, e))
        lines.append('            m = LongVector.broadcast(S, 0x%016XL);' % mask)
        lines.append('            n = LongVector.broadcast(S, 0x%016XL);' % ((mask << e) & 0xFFFFFFFFFFFFFFFF))
        for p, (x, y) in enumerate(pairs):
            lines.append('            v%d = m.lanewise(AND, xs%d).lanewise(OR, m.lanewise(NOT).lanewise(AND, v%d));' % (y, p, y))
            lines.append('            v%d = n.lanewise(AND, ys%d).lanewise(OR, n.lanewise(NOT).lanewise(AND, v%d));' % (x, p, x))
    # The masks as vectors, never as a scalar operand: lanewise(AND, long) broadcasts on its receiver inside the
    # shared jdk.incubator.vector classes, whose profile every species feeds; compiled from the interpreter's
    # profiles (-XX:-TieredCompilation) the AVX2 engines boxed there, 29-39 MB in the allocation check
    # (docs/vector-api.md, "Compiles from the interpreter's profiles").
    lines.append('        } else {')
    lines.append('            LongVector t, m;')
    last = None
    for x, y, e, mask in swap_steps(d, masks):
        if mask != last:
            lines.append('            m = LongVector.broadcast(S, 0x%016XL);' % mask)
            last = mask
        lines.append('            t = v%d.lanewise(LSHR, %d).lanewise(XOR, v%d).lanewise(AND, m);' % (x, e, y))
        lines.append('            v%d = v%d.lanewise(XOR, t);' % (y, y))
        lines.append('            v%d = v%d.lanewise(XOR, t.lanewise(LSHL, %d));' % (x, x, e))
    lines.append('        }')
    if state == 'bytes out':
        lines.append('        if (x == null) {')
        for i in range(8):
            lines.append('            ((ByteVector) SB.vectorType().cast(v%d.reinterpretAsBytes())).intoArray(b, bo + (first + %d) * 8 * W);'
                         % (i, i * stride))
        lines.append('        } else {')
        for i in range(8):
            lines.append('            ((ByteVector) SB.vectorType().cast(ByteVector.fromArray(SB, x, xo + (first + %d) * 8 * W)'
                         % (i * stride))
            lines.append('                    .lanewise(XOR, v%d.reinterpretAsBytes()))).intoArray(b, bo + (first + %d) * 8 * W);'
                         % (i, i * stride))
        lines.append('        }')
        return lines + ['    }', '']
    if state == 'ip out':
        lines.append('        int g = first >> 3;')
        runs = slot_runs(ip_bytes_slots(), lambda k: [8 * g + k for g in range(8)])
    for i in range(8):
        if state == 'out':
            lines.append('        int s%d = slot[first + %d];' % (i, i * stride))
            lines.append('        v%d.intoArray(s%d < 32 ? l : r, (s%d & 31) * W);' % (i, i, i))
        elif state == 'ip out':
            lines.append('        v%d.intoArray(%s, (%d - g) * W);' % (i, runs[i][0], runs[i][1] + 7))
        elif state in ('in', 'run in', 'bytes in'):
            lines.append('        v%d.intoArray(b, (first + %d) * W);' % (i, i * stride))
        else:
            lines.append('        v%d.intoArray(b, bo + (first + %d) * W);' % (i, i * stride))
    return lines + ['    }', '']


def outer_from_state_fp():
    """The outer stages out of the state for blocks written as bytes, with FP: the rows j + 8 i come from the slices
    OUT_FP_BYTES gives them, one descending run in one half for each j (slot_runs), so each call names its run."""
    runs = slot_runs(fp_bytes_slots(), lambda j: [j + 8 * i for i in range(8)])
    lines = ['    /** Distances 32, 16, 8 of the transposition from the state with FP, for blocks written as bytes'
             ' (BitslicedKernel.OUT_FP_BYTES). */',
             '    private static void outerFromStateFp(long[] l, long[] r, long[] b) {']
    for j, (half, low) in enumerate(runs):
        lines.append('        outerFromRun(%s, %d, b, %d);' % (half, low, j))
    return lines + ['    }', '']


def exact_stores(lines):
    """Every LongVector the vector engine stores (S-box outputs, transposed rows) cast to the species' class first,
    a constant: C2 then knows the receiver of intoArray exactly where it parses the call, even where the
    lanewise() that made the vector is inlined late, and never devirtualizes intoArray's own calls (length(),
    vspecies()) by their type profile, which the Vector API's methods share between species. Where it did
    (Long512Vector and Long128Vector seen there, the calibration runs both), the two inlined paths met in a Phi,
    the output's vector box could not be eliminated, and every output of the compiled method allocated a long[8]:
    in compiles that went from C1 without profiling (tier 2) straight to C2, which is how HotSpot compiles a method
    that gets hot while C2's queue is long (docs/des.md, "The slow ternary JVMs: boxes from tier 2"). Where C2
    knows the class already the cast costs nothing. Run after the checks, which read the plain form."""
    out = []
    for line in lines:
        mo = re.match(r'^(\s*)(LongVector\.fromArray\(S, y, .*\)|v\d)\.intoArray\((.*)\);$', line)
        out.append('%s((LongVector) S.vectorType().cast(%s)).intoArray(%s);' % mo.groups() if mo else line)
    return out


def replace_generated(path, lines, check):
    """Writes the generated text between the markers of path; with check, only says whether it differs."""
    src = open(path).read()
    begin = '    // BEGIN GENERATED CODE (gen/des_sbox_circuits.py)\n'
    end = '    // END GENERATED CODE\n'
    i, j = src.index(begin) + len(begin), src.index(end)
    new = src[:i] + '\n'.join(lines) + src[j:]
    if check:
        if new != src:
            print('%s differs from the generator\'s output: run python3 gen/des_sbox_circuits.py' % path)
            return False
        return True
    open(path, 'w').write(new)
    return True


def butterflies_long(name, d, stride, masks):
    """butterflies() on plain longs (W = 1), in place."""
    lines = ['    /** Distances %d, %d, %d of the transposition on the rows first + %d i of m, in place. */'
             % (d, d >> 1, d >> 2, stride),
             '    private static void %s(long[] m, int first) {' % name]
    for i in range(8):
        lines.append('        long v%d = m[first + %d];' % (i, i * stride))
    lines.append('        long t;')
    for x, y, e, mask in swap_steps(d, masks):
        lines.append('        t = ((v%d >>> %d) ^ v%d) & 0x%016XL;' % (x, e, y, mask))
        lines.append('        v%d ^= t;' % y)
        lines.append('        v%d ^= t << %d;' % (x, e))
    for i in range(8):
        lines.append('        m[first + %d] = v%d;' % (i * stride, i))
    return lines + ['    }', '']


OUTER_MASKS = [0x00000000FFFFFFFF, 0x0000FFFF0000FFFF, 0x00FF00FF00FF00FF]
INNER_MASKS = [0x0F0F0F0F0F0F0F0F, 0x3333333333333333, 0x5555555555555555]


def main():
    vector = butterflies('outer', 32, 8, OUTER_MASKS) + butterflies('inner', 4, 1, INNER_MASKS)
    vector += butterflies('innerToState', 4, 1, INNER_MASKS, 'out') + butterflies('outerFromState', 32, 8, OUTER_MASKS, 'in')
    vector += butterflies('innerToStateIp', 4, 1, INNER_MASKS, 'ip out') + butterflies('outerFromRun', 32, 8, OUTER_MASKS, 'run in')
    vector += outer_from_state_fp()
    vector += butterflies('outerFromBytes', 32, 8, OUTER_MASKS, 'bytes in')
    vector += butterflies('innerToBytes', 4, 1, INNER_MASKS, 'bytes out')
    vector += ['    /** Zeros the S-box pairs add to their inputs, from an array so that C2 does not fold them. */',
               '    private static final long[] OPAQUE_ZERO = new long[8];', '']
    plain = butterflies_long('outer', 32, 8, OUTER_MASKS) + butterflies_long('inner', 4, 1, INNER_MASKS)
    import des_sbox_lut3
    exprs = des_sbox_lut3.expressions()
    circuits3 = des_sbox_lut3.load()
    total = total2 = total3 = 0
    three_input, paired = [], []
    for box in range(8):
        gates, outs = circuit(box)
        searched = circuit2_from_file(box, outs)
        total += len(gates)
        total2 += len(searched)
        two_input = java(box, searched, outs)
        vector += two_input + one_key(two_input)
        plain += java_long(box, gates, outs)
        gates3 = des_sbox_lut3.circuit3_from_file(box, outs, circuits3)
        total3 += len(gates3)
        three_input.append(java_lut3(box, gates3, outs, exprs))
        forms, before, after = cone_forms(box, gates3, outs, exprs)
        paired.append(java_lut3(box, gates3, outs, exprs, forms))
        print('S%d: %d gates (searched: %d), %d three-input gates; in the pairs %d vector logic instructions and %d register '
              'copies in the folded pair (%d and %d in the forms of fewest operations)'
              % (box + 1, len(gates), len(searched), len(gates3), after[0], after[1], before[0], before[1]))
    for method in three_input:
        vector += method + one_key(method)
    for box in range(0, 8, 2):
        vector += interleave(paired[box], paired[box + 1])
        vector += interleave(folded_key(box, paired[box]), folded_key(box + 1, paired[box + 1]))
    print('total %d gates, %.1f per S-box (searched: %d, %.1f); %d three-input gates, %.1f per S-box'
          % (total, total / 8, total2, total2 / 8, total3, total3 / 8))
    check = '--check' in sys.argv[1:]
    ok = replace_generated('simd/dev/lanecrypt/des/BitslicedDesEngine.java', exact_stores(vector), check)
    ok = replace_generated('scalar/dev/lanecrypt/des/BitslicedDes64.java', plain, check) and ok
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main()
