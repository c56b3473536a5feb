"""Circuits of three-input gates (LUT3: any boolean function of three inputs) for the DES S-boxes, for
C2 on AVX-512, which compiles a tree of and/or/xor/not with at most three distinct inputs to one
vpternlog (JDK-8241040). Used by des_sbox_circuits.py, which writes the Java and evaluates it on all 64
inputs.

Method (MaskedSearch): Kwan's recursive search for bit-sliced S-box circuits (Matthew Kwan, "Reducing
the gate count of bitslice DES", 2000), as the sboxgates programs run it with LUTs: an output is needed
only on a mask of the inputs; it is a built node (or its complement) there, or one gate over two or three
built nodes, or it is split on an input variable into two halves found recursively and joined by one
gate (a multiplexer). The four outputs share every node. 32.9 gates per S-box over four output orders
(the decision-diagram search of des_sbox_circuits.best, re-costed for LUT3s, gave 38.1; the published
LUT3 searches reach 22-24).
"""
import itertools

from des_sbox_circuits import FULL, VAR


def region(k, x, y, z):
    """The inputs where (x, y, z) take the values of the bits of k (4a + 2b + c)."""
    return (x if k & 4 else FULL ^ x) & (y if k & 2 else FULL ^ y) & (z if k & 1 else FULL ^ z)


def lut_masked(t, m, x, y, z):
    """The 8-bit F with F(x, y, z) == t on mask m (bit 4a + 2b + c for inputs a, b, c; don't-cares 0), or
    None when t is not a function of x, y and z there."""
    out = 0
    for k in range(8):
        r = m & region(k, x, y, z)
        if r == 0:
            continue
        u = t & r
        if u == r:
            out |= 1 << k
        elif u != 0:
            return None
    return out


def lut_of(f, x, y, z):
    """lut_masked on all 64 inputs."""
    return lut_masked(f, FULL, x, y, z)


def apply_lut(f8, x, y, z):
    """The table of F(x, y, z) for the 8-bit function F."""
    out = 0
    for k in range(8):
        if f8 >> k & 1:
            out |= region(k, x, y, z)
    return out


# Each gate is emitted as one expression in and/or/xor/not over its inputs, in a shape C2's logic-cone
# pass (compile.cpp, optimize_logic_cones) turns into one vpternlog. That pass works bottom up and looks
# one level into each operand that is itself a logic operation: a gate's input that is another gate's
# output gets expanded into that gate's inputs, and a node whose operands then have more than three
# inputs in all falls back to keeping the smaller operand and taking the other whole. So the shape is a
# multiplexer of two one-operation cofactors, v ? F1 : F0 = (v & F1) | (~v & F0), each cofactor a single
# operation on the other two inputs (possibly negated) or one of them: every node sees at most three
# inputs, and an input repeated at two depths (which the pass cannot merge) never occurs.

TWO = {                      # 2-input functions g(x, y), bit 2x + y: the expression over {0} = x, {1} = y
    0x0: None, 0xF: None,
    0xC: '{0}', 0x3: 'NOT({0})', 0xA: '{1}', 0x5: 'NOT({1})',
    0x8: 'AND({0},{1})', 0xE: 'OR({0},{1})', 0x6: 'XOR({0},{1})', 0x9: 'XOR(NOT({0}),{1})',
    0x7: 'OR(NOT({0}),NOT({1}))', 0x1: 'AND(NOT({0}),NOT({1}))', 0x4: 'AND({0},NOT({1}))',
    0x2: 'AND(NOT({0}),{1})', 0xB: 'OR(NOT({0}),{1})', 0xD: 'OR({0},NOT({1}))',
}


def ops(e):
    return e.count('(') - e.count('NOT(')


def expression(f8):
    """The expression for 8-bit function f8 of (A, B, C) (bit 4a + 2b + c), in the multiplexer shape."""
    names = 'ABC'
    best_e = None
    for v in range(3):
        o = [w for w in range(3) if w != v]   # the other two inputs, as X and Y
        cof = []
        for val in (0, 1):
            g = 0
            for x in (0, 1):
                for y in (0, 1):
                    bits = {v: val, o[0]: x, o[1]: y}
                    k = 4 * bits[0] + 2 * bits[1] + bits[2]
                    g |= ((f8 >> k) & 1) << (2 * x + y)
            cof.append(g)
        f0, f1 = cof
        sub = lambda g: TWO[g].format(names[o[0]], names[o[1]])
        V, NV = names[v], 'NOT(%s)' % names[v]
        if f0 == f1:
            if f0 in (0, 0xF):
                continue
            e = sub(f0)
        elif f0 == 0xF ^ f1:                   # f = v ^ f0
            e = V if f0 == 0 else NV if f0 == 0xF else 'XOR(%s,%s)' % (V, sub(f0))
        elif f0 == 0:
            e = V if f1 == 0xF else 'AND(%s,%s)' % (V, sub(f1))
        elif f1 == 0:
            e = NV if f0 == 0xF else 'AND(%s,%s)' % (NV, sub(f0))
        elif f1 == 0xF:
            e = 'OR(%s,%s)' % (V, sub(f0))
        elif f0 == 0xF:
            e = 'OR(%s,%s)' % (NV, sub(f1))
        else:
            e = 'OR(AND(%s,%s),AND(%s,%s))' % (V, sub(f1), NV, sub(f0))
        if best_e is None or ops(e) < ops(best_e):
            best_e = e
    return best_e


def expressions():
    """expression() for every non-constant 8-bit function."""
    return {t: expression(t) for t in range(1, 255)}


class MaskedSearch:
    """Kwan's recursive search (and the sboxgates programs'), for LUT3 gates: a target is needed only on
    a mask of inputs; it is a built node (or its complement) there, or one gate over two or three built
    nodes, or else it is split on an input variable v not split yet on this path, each half found on its
    half of the mask, and joined by one gate (v, half0, half1). At the top the split variable is chosen by
    trying each one on a copy of the circuit; below it, the first variable whose halves are cheapest by
    one-gate lookahead. After three splits the half is a function of the three other inputs: one gate."""

    def __init__(self, gates=None, known=None):
        self.gates = list(gates or [])
        self.known = list(known or VAR)

    def copy(self):
        return MaskedSearch(self.gates, self.known)

    def match(self, t, m):
        for g in self.known:
            if (g ^ t) & m == 0 or (g ^ FULL ^ t) & m == 0:
                return g
        return None

    def one_gate(self, t, m):
        built = self.known
        for x, y in itertools.combinations(built, 2):
            f8 = lut_masked(t, m, x, y, 0)
            if f8 is not None:
                return (x, y), f8
        for x, y, z in itertools.combinations(built, 3):
            f8 = lut_masked(t, m, x, y, z)
            if f8 is not None:
                return (x, y, z), f8
        return None

    def add(self, inputs, f8):
        padded = inputs + (0,) * (3 - len(inputs))
        table = apply_lut(f8, *padded)
        if table not in self.known and FULL ^ table not in self.known:
            self.known.append(table)
            self.gates.append((table, inputs))
        return table

    def find(self, t, m, split, top):
        g = self.match(t, m)
        if g is not None:
            return g
        one = self.one_gate(t, m)
        if one is not None:
            return self.add(*one)
        free = [v for v in range(6) if v not in split]
        best = None
        candidates = free if top else free[:]
        for v in candidates:
            trial = self.copy() if top else self
            if not top:
                v = min(free, key=lambda w: self.lookahead(t, m, w))
            h0 = trial.find(t, m & ~VAR[v] & FULL, split + (v,), False)
            h1 = trial.find(t, m & VAR[v], split + (v,), False)
            f8 = lut_masked(t, m, VAR[v], h0, h1)
            r = trial.add((VAR[v], h0, h1), f8)
            if not top:
                return r
            if best is None or len(trial.gates) < len(best[0].gates):
                best = (trial, r)
        self.gates, self.known = best[0].gates, best[0].known
        return best[1]

    def lookahead(self, t, m, v):
        """0, 1 or 2 halves already available as a node or one gate, negated so that min() prefers more."""
        score = 0
        for half in (m & ~VAR[v] & FULL, m & VAR[v]):
            if self.match(t, half) is not None:
                score -= 2
            elif self.one_gate(t, half) is not None:
                score -= 1
        return score


def circuit3_masked(tables, orders=None):
    """[(table, inputs, f8)] of the masked search, the smallest circuit over the output orders; a gate of
    two inputs gets a function that does not read the third."""
    best_c = None
    for order in orders or itertools.permutations(range(4)):
        c = MaskedSearch()
        for bit in order:
            c.find(tables[bit], FULL, (), True)
        if best_c is None or len(c.gates) < len(best_c.gates):
            best_c = c
    gates = []
    for f, inputs in best_c.gates:
        padded = inputs + (0,) * (3 - len(inputs))
        f8 = lut_of(f, *padded)
        if len(inputs) == 2:
            f8 = (f8 & 0x55) | ((f8 & 0x55) << 1)
        gates.append((f, inputs, f8))
    return gates
