"""Circuits of three-input gates (LUT3: any boolean function of three inputs) for the DES S-boxes, for
C2 on AVX-512, which compiles a tree of and/or/xor/not with at most three distinct inputs to one
vpternlog (JDK-8241040). Used by des_sbox_circuits.py, which writes the Java.

Method: the decomposition of des_sbox_circuits.best on one input variable at a time, re-costed for
LUT3s: a multiplexer v ? f1 : f0, a Davio step f0 ^ (v & g), an xor with v, and a step on two
variables v, w at once (f = F(v, w, h) when the four cofactors of f on v, w are each 0, 1, h or ~h)
each cost one gate, and a complement costs nothing (a LUT absorbs it). Emission shares every
sub-function by truth table across the four outputs (a built node or its complement is free), and
before decomposing tries one gate over any two or three built nodes (Kwan's and the sboxgates
programs' first step: an S-box's outputs share much). Each emitted gate is checked against its
truth table; the Java text is evaluated on all 64 inputs by the caller.
"""
import functools
import itertools

from des_sbox_circuits import FULL, VAR, cofactors, support


def lut_of(f, x, y, z):
    """The 8-bit function F with F(x, y, z) == f on all 64 inputs (bit 4a + 2b + c for inputs a, b, c),
    or None when f is not a function of x, y and z."""
    out = 0
    for k in range(8):
        r = (x if k & 4 else FULL ^ x) & (y if k & 2 else FULL ^ y) & (z if k & 1 else FULL ^ z)
        if r == 0:
            continue
        t = f & r
        if t == r:
            out |= 1 << k
        elif t != 0:
            return None
    return out


def trivial(f):
    """Whether f costs nothing as a LUT input: a constant, an input variable or its complement."""
    return f in (0, FULL) or f in VAR or FULL ^ f in VAR


@functools.lru_cache(maxsize=None)
def best3(f):
    """(cost, plan) of the cheapest LUT3 tree for f, complements free."""
    if trivial(f):
        return 0, ('leaf',)
    g = FULL ^ f
    if g < f:                                   # f and ~f cost the same: compute one of them
        return best3(g)
    found = None
    sup = support(f)
    for v in sup:
        f0, f1 = cofactors(f, v)
        c0, c1 = best3(f0)[0], best3(f1)[0]
        options = [(c0 + c1 + 1, ('mux', v, f0, f1))]
        if f1 == FULL ^ f0 or f1 == f0:
            options.append((c0 + 1, ('mux', v, f0, f1)))
        d = f0 ^ f1
        options.append((c0 + best3(d)[0] + 1, ('davio', v, f0, d)))
        for o in options:
            if found is None or o[0] < found[0]:
                found = o
    for v, w in itertools.combinations(sup, 2):  # f = F(v, w, h): the cofactors on v, w are 0, 1, h, ~h
        parts = []
        for a in cofactors(f, v):
            parts.extend(cofactors(a, w))
        h = next((p for p in parts if not (p in (0, FULL))), None)
        if h is not None and all(p in (0, FULL, h, FULL ^ h) for p in parts):
            o = (best3(h)[0] + 1, ('pair', v, w, h))
            if found is None or o[0] < found[0]:
                found = o
    return found


class Luts:
    """A circuit of LUT3 gates (table, inputs), one node per truth table, shared by the four outputs."""

    def __init__(self):
        self.gates = []
        self.known = set(VAR)

    def have(self, f):
        """The built node computing f or its complement, or None."""
        if f in self.known:
            return f
        if FULL ^ f in self.known:
            return FULL ^ f
        return None

    def node(self, f, inputs):
        inputs = tuple(i for i in inputs if i not in (0, FULL))
        if lut_of(f, *(inputs + (0,) * (3 - len(inputs)))) is None:
            raise AssertionError('not a function of its inputs')
        if self.have(f) is None:
            self.known.add(f)
            self.gates.append((f, inputs))
        return f

    def ref(self, f):
        """A node or leaf usable as an input for f (complement allowed)."""
        if f in (0, FULL):
            return f
        for v in VAR:
            if f == v or f == FULL ^ v:
                return v
        h = self.have(f)
        return h if h is not None else self.emit(f)

    def one_gate(self, f):
        """Inputs (x, y[, z]) among built nodes with f a function of them, or None."""
        built = sorted(self.known)
        for x, y in itertools.combinations(built, 2):
            if lut_of(f, x, y, 0) is not None:
                return x, y
        for x, y, z in itertools.combinations(built, 3):
            if lut_of(f, x, y, z) is not None:
                return x, y, z
        return None

    def emit(self, f):
        h = self.have(f)
        if h is not None:
            return h
        g = self.one_gate(f)
        if g:
            return self.node(f, g)
        plan = best3(f)[1]
        if plan[0] == 'mux':
            _, v, f0, f1 = plan
            return self.node(f, (VAR[v], self.ref(f0), self.ref(f1)))
        if plan[0] == 'davio':
            _, v, f0, d = plan
            return self.node(f, (VAR[v], self.ref(f0), self.ref(d)))
        _, v, w, h = plan
        return self.node(f, (VAR[v], VAR[w], self.ref(h)))


def circuit3(tables):
    """(gates, outs): the smallest LUT3 circuit for the four output tables over the orders tried."""
    best_c = None
    for order in itertools.permutations(range(4)):
        c = Luts()
        for bit in order:
            c.emit(tables[bit])
        if best_c is None or len(c.gates) < len(best_c.gates):
            best_c = c
    gates = []
    for f, inputs in best_c.gates:
        padded = inputs + (0,) * (3 - len(inputs))
        f8 = lut_of(f, *padded)
        if len(inputs) == 2:                    # no third input: the function the same for c = 0 and 1
            f8 = (f8 & 0x55) | ((f8 & 0x55) << 1)
        gates.append((f, inputs, f8))
    return gates


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
