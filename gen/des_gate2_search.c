/*
 * des_gate2_search.c: searches circuits of two-input gates (and, or, xor, and not, each one instruction
 * for C2 on AVX2 and on plain longs, and-not being an and of a shared not) for the eight DES S-boxes
 * (FIPS 46-3), and prints the smallest found per S-box in the format of gen/des_sbox_gate2_circuits.txt,
 * which gen/des_sbox_circuits.py reads, checks against the truth tables and emits as Java.
 *
 * Method: the recursive masked search of Matthew Kwan ("Reducing the gate count of bitslice DES", 2000),
 * as in the gate mode of sboxgates (Marcus Dansarie, Journal of Open Source Software 6(62), 2021) and in
 * gen/des_lut3_search.c (its LUT3 counterpart; the same masks, splits, seeds and budget). Truth tables are
 * 64-bit masks over the 64 S-box inputs (bit n for input n; input variable i is bit 5 - i of n). The four
 * outputs are built one after the other (in a random order) and share every node built so far. A target t,
 * needed only on a mask m, is
 *   (a) an existing node equal to t on m;
 *   (b) one gate: x op y over existing nodes (op and, or, xor) or not x;
 *   (c) two gates: x op N with N = y op' z or N = not y, over existing nodes (for each N, x is looked up:
 *       for xor x == t ^ N on m; for and t must lie inside N on m and x == t there; for or N inside t and
 *       x == t outside N);
 *   (d) else split on an input variable v not split yet on this path: one half (m & ~v or m & v, at random)
 *       is found recursively, then t on all of m is tried again as (a)-(c), else the other half is found and
 *       joined: t = h ^ (v & r) with r = t ^ h on the half (v, or not v when the v half came first), or
 *       t = h | (v & r) where h lies inside t on the half (r then needed only where h is 0), or
 *       t = h & (not v | r) where t lies inside h (r needed only where h is 1);
 *   (e) or reduced: t = a & NEW where t is 0 wherever a is (NEW needed only on m & a), or t = a | NEW where
 *       t is 1 wherever a is (NEW needed on m & ~a), for an existing node a or its complement (a not gate);
 *       the nodes leaving the smallest mask are tried.
 * (d) and (e) are tried side by side and the smallest result kept; at the top levels (depth < -f) every free
 * variable is tried, each on a copy of the circuit, below only the -k ranked best by a lookahead. The
 * program repeats with fresh seeds and output orders until its time budget is spent and removes gates no
 * output reads.
 *
 * Build and run (from the repository root):
 *   gcc -O2 -o /tmp/des_gate2_search gen/des_gate2_search.c
 *   nice -n 19 /tmp/des_gate2_search -b BOX(1-8) -t SECONDS -s SEED [-f 2 -k 2 -p 4 -d 3]
 * (the best circuit goes to stdout, progress to stderr)
 */
#include "des_search.h"

#define MAXN 200

enum { IN, AND, OR, XOR, NOT };
static const char *OPS[] = {"in", "and", "or", "xor", "not"};

typedef struct {
    int n;                      /* nodes: 0..5 inputs, 6.. gates */
    u64 t[MAXN];
    int in[MAXN][2];
    uint8_t op[MAXN];
} State;

/* -f: depth below which every split variable is tried; -k: variables tried below it; -p: reductions tried
 * per node, at depths below -d */
static int FULLDEPTH = 2, BRANCH = 2, REDUCE = 4, RDEPTH = 3;

static u64 eval(int op, u64 a, u64 b) {
    switch (op) {
        case AND: return a & b;
        case OR: return a | b;
        case XOR: return a ^ b;
        default: return ~a;
    }
}

/* A node equal to t on m, or -1. */
static int match(const State *st, u64 t, u64 m) {
    for (int i = 0; i < st->n; i++)
        if (((st->t[i] ^ t) & m) == 0) return i;
    return -1;
}

/* The node op(a, b) (b unused for not): an existing node of the same table, else a new gate. */
static int add(State *st, int op, int a, int b) {
    u64 tab = eval(op, st->t[a], op == NOT ? 0 : st->t[b]);
    for (int i = 0; i < st->n; i++)
        if (st->t[i] == tab) return i;
    if (st->n >= MAXN) { fprintf(stderr, "too many nodes\n"); exit(2); }
    int i = st->n++;
    st->t[i] = tab;
    st->op[i] = (uint8_t)op;
    st->in[i][0] = a;
    st->in[i][1] = op == NOT ? -1 : b;
    return i;
}

/* (b): one gate over existing nodes equal to t on m (added when add), else -1. */
static int one_gate(State *st, u64 t, u64 m, int add_it) {
    int p[MAXN], n = st->n;
    perm(p, n);
    for (int i = 0; i < n; i++) {
        u64 A = st->t[p[i]];
        if (((~A ^ t) & m) == 0) return add_it ? add(st, NOT, p[i], -1) : 0;
        for (int j = i + 1; j < n; j++) {
            u64 B = st->t[p[j]];
            for (int op = AND; op <= XOR; op++)
                if (((eval(op, A, B) ^ t) & m) == 0) return add_it ? add(st, op, p[i], p[j]) : 0;
        }
    }
    return -1;
}

/* An existing x with x op N == t on m, or -1 (the lookup of (c)). */
static int partner(const State *st, int op, u64 N, u64 t, u64 m) {
    if (op == XOR) return match(st, t ^ N, m);
    if (op == AND) return (t & ~N & m) ? -1 : match(st, t, m & N);
    return (N & ~t & m) ? -1 : match(st, t, m & ~N);
}

/* (c): two gates, x op (y op' z) or x op (not y), over existing nodes; -1 if none. */
static int two_gate(State *st, u64 t, u64 m) {
    int p[MAXN], n = st->n;
    perm(p, n);
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++)
            for (int op2 = AND; op2 <= NOT; op2++) {
                if ((op2 == NOT) != (i == j)) continue;
                u64 N = eval(op2, st->t[p[i]], st->t[p[j]]);
                for (int op = AND; op <= XOR; op++) {
                    int x = partner(st, op, N, t, m);
                    if (x < 0) continue;
                    int g = add(st, op2, p[i], p[j]);
                    return add(st, op, x, g);
                }
            }
    return -1;
}

static int lookahead(State *st, u64 t, u64 m, int v) {
    int score = 0;
    u64 halves[2] = {m & ~VAR[v], m & VAR[v]};
    for (int h = 0; h < 2; h++) {
        if (match(st, t, halves[h]) >= 0) score += 2;
        else if (one_gate(st, t, halves[h], 0) >= 0) score += 1;
    }
    return score;
}

static int create(State *st, u64 t, u64 m, int used, int depth);

/* (d) on v: one half (sel = the half's v value) first, then the whole again, else the other half joined. */
static int split(State *st, u64 t, u64 m, int used, int depth, int v) {
    int sel = rnd() & 1;
    u64 V = sel ? VAR[v] : ~VAR[v];              /* the half built first */
    int h = create(st, t, m & V, used | 1 << v, depth + 1);
    int res = match(st, t, m);
    if (res < 0) res = one_gate(st, t, m, 1);
    if (res >= 0) return res;
    u64 rest = m & ~V, H = st->t[h];
    int sv = sel ? add(st, NOT, v, -1) : v;      /* the selector of the other half: 1 there */
    if ((H & ~t & rest) == 0 && (rnd() & 3)) {   /* h inside t there: t = h | (sv & r), r where h is 0 */
        int r = create(st, t, rest & ~H, used | 1 << v, depth + 1);
        return add(st, OR, h, add(st, AND, sv, r));
    }
    if ((t & ~H & rest) == 0 && (rnd() & 3)) {   /* t inside h there: t = h & (not sv | r), r where h is 1 */
        int r = create(st, t, rest & H, used | 1 << v, depth + 1);
        int nsv = sel ? v : add(st, NOT, v, -1);
        return add(st, AND, h, add(st, OR, nsv, r));
    }
    int r = create(st, t ^ H, rest, used | 1 << v, depth + 1);
    return add(st, XOR, h, add(st, AND, sv, r));
}

static int create(State *st, u64 t, u64 m, int used, int depth) {
    int r = match(st, t, m);
    if (r >= 0) return r;
    r = one_gate(st, t, m, 1);
    if (r >= 0) return r;
    r = two_gate(st, t, m);
    if (r >= 0) return r;
    int free_[6], nf = 0;
    for (int v = 0; v < 6; v++)
        if (!(used >> v & 1)) free_[nf++] = v;
    if (nf == 0) { fprintf(stderr, "no variable left\n"); exit(3); }
    int cand[6], nc;
    int p[6];
    perm(p, nf);
    for (int i = 0; i < nf; i++) cand[i] = free_[p[i]];
    if (depth < FULLDEPTH) {
        nc = nf;
    } else {
        int sc[6];
        for (int i = 0; i < nf; i++) sc[i] = lookahead(st, t, m, cand[i]);
        for (int i = 0; i < nf; i++)            /* stable sort by score, best first */
            for (int j = i + 1; j < nf; j++)
                if (sc[j] > sc[i]) {
                    int x = sc[i]; sc[i] = sc[j]; sc[j] = x;
                    x = cand[i]; cand[i] = cand[j]; cand[j] = x;
                }
        nc = nf < BRANCH ? nf : BRANCH;
    }
    State *trial = malloc(sizeof(State) * 2), *bst = trial + 1;
    int have = 0, bestr = -1;
    for (int ci = 0; ci < nc; ci++) {
        *trial = *st;
        int res = split(trial, t, m, used, depth, cand[ci]);
        if (!have || trial->n < bst->n || (trial->n == bst->n && (rnd() & 1))) {
            *bst = *trial;
            have = 1;
            bestr = res;
        }
    }
    /* (e): t = a & NEW (t is 0 where a is) or t = a | NEW (t is 1 where a is), a a node or its complement */
    if (depth < RDEPTH && REDUCE > 0) {
        int n = st->n, np = 0;
        int *pa = malloc(sizeof(int) * n * 4 * 2), *pc = pa + n * 4;
        for (int i = 0; i < n; i++)
            for (int k = 0; k < 4; k++) {          /* k: bit 1 or (else and), bit 0 complement */
                u64 A = k & 1 ? ~st->t[i] : st->t[i];
                u64 M = k & 2 ? m & ~A : m & A;
                int ok = k & 2 ? (~t & A & m) == 0 : (t & ~A & m) == 0;
                if (!ok || M == m || M == 0) continue;
                pa[np] = i * 4 + k;
                pc[np] = __builtin_popcountll(M) * 4096 + (int)(rnd() & 4095);
                np++;
            }
        for (int c = 0; c < REDUCE && c < np; c++) {
            int bi = c;
            for (int q = c + 1; q < np; q++) if (pc[q] < pc[bi]) bi = q;
            int x;
            x = pa[c]; pa[c] = pa[bi]; pa[bi] = x;
            x = pc[c]; pc[c] = pc[bi]; pc[bi] = x;
            int i = pa[c] / 4, k = pa[c] % 4;
            *trial = *st;
            int a = k & 1 ? add(trial, NOT, i, -1) : i;
            u64 A = trial->t[a];
            int h = create(trial, t, k & 2 ? m & ~A : m & A, used, depth + 1);
            int res = add(trial, k & 2 ? OR : AND, a, h);
            if (((trial->t[res] ^ t) & m) != 0) { fprintf(stderr, "reduction failed\n"); exit(4); }
            if (!have || trial->n < bst->n || (trial->n == bst->n && (rnd() & 1))) {
                *bst = *trial;
                have = 1;
                bestr = res;
            }
        }
        free(pa);
    }
    *st = *bst;
    free(trial);
    return bestr;
}

/* Removes gates no output reads; renumbers. */
static void prune(State *st, int *outs) {
    int live[MAXN] = {0}, map[MAXN];
    for (int b = 0; b < 4; b++) live[outs[b]] = 1;
    for (int i = st->n - 1; i >= 6; i--)
        if (live[i])
            for (int k = 0; k < 2; k++)
                if (st->in[i][k] >= 0) live[st->in[i][k]] = 1;
    State o;
    o.n = 6;
    for (int i = 0; i < 6; i++) { o.t[i] = st->t[i]; map[i] = i; }
    for (int i = 6; i < st->n; i++) {
        if (!live[i]) continue;
        int j = o.n++;
        map[i] = j;
        o.t[j] = st->t[i];
        o.op[j] = st->op[i];
        for (int k = 0; k < 2; k++) o.in[j][k] = st->in[i][k] < 0 ? -1 : map[st->in[i][k]];
    }
    for (int b = 0; b < 4; b++) outs[b] = map[outs[b]];
    *st = o;
}

int main(int argc, char **argv) {
    int box = 0;
    double budget = 10;
    u64 seed = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "-b")) box = atoi(argv[i + 1]) - 1;
        else if (!strcmp(argv[i], "-t")) budget = atof(argv[i + 1]);
        else if (!strcmp(argv[i], "-s")) seed = strtoull(argv[i + 1], 0, 10);
        else if (!strcmp(argv[i], "-f")) FULLDEPTH = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "-k")) BRANCH = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "-p")) REDUCE = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "-d")) RDEPTH = atoi(argv[i + 1]);
    }
    u64 want[4];
    des_tables(box, want);
    double start = now();
    State best;
    int bestouts[4], bestorder[4], runs = 0;
    u64 bestseed = 0;
    best.n = MAXN + 1;
    for (u64 s = seed; now() - start < budget; s++) {
        rng = s * 0x9E3779B97F4A7C15ULL + 12345;
        if (!rng) rng = 1;
        for (int k = 0; k < 10; k++) rnd();
        State st;
        st.n = 6;
        for (int i = 0; i < 6; i++) { st.t[i] = VAR[i]; st.op[i] = IN; st.in[i][0] = st.in[i][1] = -1; }
        int order[4], outs[4];
        perm(order, 4);
        for (int k = 0; k < 4; k++) outs[order[k]] = create(&st, want[order[k]], ~(u64)0, 0, 0);
        prune(&st, outs);
        runs++;
        for (int b = 0; b < 4; b++)
            if (st.t[outs[b]] != want[b]) { fprintf(stderr, "wrong output\n"); exit(5); }
        if (st.n < best.n) {
            best = st;
            memcpy(bestouts, outs, sizeof outs);
            memcpy(bestorder, order, sizeof order);
            bestseed = s;
            fprintf(stderr, "S%d seed %llu: %d gates (%.1f s)\n", box + 1, (unsigned long long)s, st.n - 6, now() - start);
        }
    }
    /* verify by re-evaluating the gate list */
    u64 val[MAXN];
    for (int i = 0; i < best.n; i++)
        val[i] = i < 6 ? VAR[i]
                       : eval(best.op[i], val[best.in[i][0]], best.op[i] == NOT ? 0 : val[best.in[i][1]]);
    for (int b = 0; b < 4; b++)
        if (val[bestouts[b]] != want[b]) { fprintf(stderr, "verify failed\n"); exit(6); }
    printf("# S%d: %d gates; gen/des_gate2_search.c -f %d -k %d -p %d -d %d, seed %llu (output order %d %d %d %d), %d runs in %.0f s\n",
           box + 1, best.n - 6, FULLDEPTH, BRANCH, REDUCE, RDEPTH, (unsigned long long)bestseed,
           bestorder[0], bestorder[1], bestorder[2], bestorder[3], runs, now() - start);
    char o[4][16];
    for (int b = 0; b < 4; b++) name(o[b], bestouts[b]);
    printf("S%d outputs %s %s %s %s\n", box + 1, o[0], o[1], o[2], o[3]);
    for (int i = 6; i < best.n; i++) {
        char g[16], x[16], y[16];
        name(g, i); name(x, best.in[i][0]);
        if (best.op[i] == NOT) printf("S%d %s = not(%s)\n", box + 1, g, x);
        else { name(y, best.in[i][1]); printf("S%d %s = %s(%s, %s)\n", box + 1, g, OPS[best.op[i]], x, y); }
    }
    return 0;
}
