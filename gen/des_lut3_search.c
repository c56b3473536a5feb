/*
 * des_lut3_search.c: searches circuits of three-input gates (LUT3: any boolean function of three inputs,
 * one vpternlog on AVX-512) for the eight DES S-boxes (FIPS 46-3), and prints the smallest found per
 * S-box in the format of gen/des_sbox_lut3_circuits.txt, which gen/des_sbox_circuits.py reads, checks
 * against the truth tables and emits as Java.
 *
 * Method: the recursive masked search of Matthew Kwan ("Reducing the gate count of bitslice DES", 2000)
 * in the form of the LUT mode of sboxgates (Marcus Dansarie, "sboxgates: A program for finding low gate
 * count implementations of S-boxes", Journal of Open Source Software 6(62), 2021). Truth tables are 64-bit
 * masks over the 64 S-box inputs (bit n for input n; input variable i is bit 5 - i of n, as VAR in
 * des_sbox_circuits.py). The four outputs are built one after the other (in a random order) and share
 * every node built so far (the 6 inputs and all gates). A target t, needed only on a mask m, is
 *   (a) an existing node or its complement on m (a complement is free: the reading LUT absorbs it, and an
 *       output is xor-ed or xnor-ed into its destination);
 *   (b) one LUT3 over three existing nodes;
 *   (c) two gates, LUT3(a, b, N) with N = LUT3(c, d, e) over existing nodes: for the pair (a, b) each of
 *       its four regions of m must have t constant or t == N or t == ~N there (the complement chosen per
 *       region), which fixes N cell by cell on the regions where t is not constant;
 *   (d) else split on an input variable v not split yet on this path: the half m & ~v is found
 *       recursively, then t on all of m is tried again as (a)-(b) with the new nodes, else the half m & v
 *       is found recursively and the halves are joined by a multiplexer LUT3(v, h0, h1);
 *   (e) or reduced: t = LUT3(a, b, NEW) for existing nodes a, b, NEW needed only on the regions of
 *       (a, b) where t is not constant (there t or ~t, chosen per region at random) and found
 *       recursively; the pairs leaving the smallest mask are tried (a generalization of (c) and of the
 *       multiplexer, whose second half is such a NEW).
 * (d) and (e) are tried side by side and the smallest result kept.
 * At the top levels (depth < -f) every free variable is tried, each on a copy of the circuit, and the
 * smallest kept; below, the -k variables ranked best by a lookahead (how many halves are a node or one
 * gate already). Ties and scan orders are randomized by the seed; the program repeats with fresh seeds
 * and output orders until its time budget is spent, and removes gates no output reads.
 *
 * Then, with -l SECONDS, a large-neighbourhood search from the best circuit (or from the S-box's circuit in
 * the file -i names, with -t 0 for no restarts): drop the gates that only one or two outputs (-o 3: up
 * to three; chosen at random) read, build those outputs again over the nodes the others keep, and take the
 * result when it has no more gates (equal ones too, to walk along plateaus). The restarts rebuild all four
 * outputs from nothing each time; this keeps a good circuit and reworks a part of it, which found 199 gates
 * from the restarts' 208 in 30-480 s per S-box (2026-12-07). With -c W it takes the result when its gates
 * plus W times its register copies (copies(), below: the vpternlogs that overwrite an input still needed,
 * which on Zen 4 cost an ALU slot each) do not grow. From the 199-gate circuits that found circuits of 200
 * gates with 73 copies a round in C2's model (92 before) and 94 in the assembly (106); the rounds were no
 * faster on Zen 4 that anyone could measure, so they were not kept (docs/des.md, "Circuits searched with
 * the register copies in the cost"; the circuits: bench/results/2026-12-07g-zen4-des-copy-search-circuits.txt).
 *
 * Build and run (from the repository root):
 *   gcc -O2 -o /tmp/des_lut3_search gen/des_lut3_search.c
 *   nice -n 19 /tmp/des_lut3_search -b BOX(1-8) -t SECONDS -s SEED [-f 2 -k 2 -r 0 -n 16 -p 4 -d 3]
 *   nice -n 19 /tmp/des_lut3_search -b BOX -t 0 -l SECONDS [-o 1-3] [-c W] -s SEED -i gen/des_sbox_lut3_circuits.txt [options]
 * (the options of gen/des_sbox_lut3_circuits.txt; the best circuit goes to stdout, progress to stderr)
 */
#include "des_search.h"

#define MAXN 160
#define FULL (~(u64)0)

typedef struct {
    int n;                      /* nodes: 0..5 inputs, 6.. gates */
    u64 t[MAXN];
    int in[MAXN][3];
    uint8_t f[MAXN];
} State;

/* -f: depth below which every split variable is tried; -k: variables tried below it; -r: depth below
 * which (c) is retried on the whole mask after the first half; -n: (c) only on masks of at most this
 * many inputs (it is the costly step); -p: reductions tried per node, at depths below -d */
static int FULLDEPTH = 2, BRANCH = 2, RETRY2 = 0, NOTWO = 16, REDUCE = 4, RDEPTH = 3;
/* -o: the most outputs a move of the large-neighbourhood search drops and builds again (1 to 3) */
static int DROPS = 2;
/* -c: the weight of a register copy against a gate in the large-neighbourhood search's cost (0: gates alone) */
static double COPYWEIGHT = 0;

static u64 region(int k, u64 x, u64 y, u64 z) {
    return (k & 4 ? x : ~x) & (k & 2 ? y : ~y) & (k & 1 ? z : ~z);
}

static u64 apply_lut(int f, u64 x, u64 y, u64 z) {
    u64 out = 0;
    for (int k = 0; k < 8; k++)
        if (f >> k & 1) out |= region(k, x, y, z);
    return out;
}

/* Fills the don't-care cells of f (cared cells: care): so that f does not read an input where it can,
 * else at random. */
static int fill(int f, int care) {
    static const int shift[3] = {4, 2, 1};
    for (int p = 0; p < 3; p++) {
        int lo = 0, ok = 1, g = 0;      /* cells with input p = 0 */
        for (int k = 0; k < 8; k++) {
            if (k & shift[p]) continue;
            int k1 = k | shift[p];
            int c0 = care >> k & 1, c1 = care >> k1 & 1;
            int v0 = f >> k & 1, v1 = f >> k1 & 1;
            int v;
            if (c0 && c1) { if (v0 != v1) { ok = 0; break; } v = v0; }
            else if (c0) v = v0;
            else if (c1) v = v1;
            else v = rnd() & 1;
            g |= v << k | v << k1;
            lo++;
        }
        if (ok) return g;
    }
    return (f & care) | ((int)rnd() & ~care & 0xFF);
}

/* f8 with F(x, y, z) == t on m, or -1. */
static int lut_masked(u64 t, u64 m, u64 x, u64 y, u64 z) {
    int f = 0, care = 0;
    for (int k = 0; k < 8; k++) {
        u64 r = m & region(k, x, y, z);
        if (!r) continue;
        u64 u = t & r;
        if (u == r) f |= 1 << k;
        else if (u) return -1;
        care |= 1 << k;
    }
    return fill(f, care);
}

static int match(const State *st, u64 t, u64 m) {
    for (int i = 0; i < st->n; i++)
        if (((st->t[i] ^ t) & m) == 0 || ((st->t[i] ^ ~t) & m) == 0) return i;
    return -1;
}

static int add_gate(State *st, int a, int b, int c, int f) {
    u64 tab = apply_lut(f, st->t[a], st->t[b], st->t[c]);
    for (int i = 0; i < st->n; i++)
        if (st->t[i] == tab || st->t[i] == ~tab) return i;
    if (st->n >= MAXN) { fprintf(stderr, "too many nodes\n"); exit(2); }
    int i = st->n++;
    st->t[i] = tab;
    st->in[i][0] = a; st->in[i][1] = b; st->in[i][2] = c;
    st->f[i] = (uint8_t)f;
    return i;
}

static int one_gate(State *st, u64 t, u64 m, int add) {
    int p[MAXN], n = st->n;
    perm(p, n);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            for (int k = j + 1; k < n; k++) {
                int f = lut_masked(t, m, st->t[p[i]], st->t[p[j]], st->t[p[k]]);
                if (f >= 0) return add ? add_gate(st, p[i], p[j], p[k], f) : 0;
            }
    return -1;
}

static long long twochecks;

static int two_gate(State *st, u64 t, u64 m) {
    int p[MAXN], n = st->n;
    perm(p, n);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            u64 A = st->t[p[i]], B = st->t[p[j]];
            u64 reg[4];
            int nr = 0;
            for (int k = 0; k < 4; k++) {
                u64 r = m & (k & 2 ? A : ~A) & (k & 1 ? B : ~B);
                if (!r) continue;
                u64 u = t & r;
                if (u == 0 || u == r) continue;
                reg[nr++] = r;
            }
            if (nr == 0) continue;
            for (int c = 0; c < n; c++) {
                u64 C = st->t[p[c]];
                for (int d = c + 1; d < n; d++) {
                    u64 D = st->t[p[d]];
                    u64 cd[4] = {~C & ~D, ~C & D, C & ~D, C & D};
                    for (int e = d + 1; e < n; e++) {
                        u64 E = st->t[p[e]];
                        int def[4], one[4], ok = 1;
                        twochecks++;
                        for (int r = 0; r < nr && ok; r++) {
                            def[r] = one[r] = 0;
                            for (int q = 0; q < 4 && ok; q++) {
                                u64 base = reg[r] & cd[q];
                                if (!base) continue;
                                for (int z = 0; z < 2; z++) {
                                    u64 cell = base & (z ? E : ~E);
                                    if (!cell) continue;
                                    u64 u = t & cell;
                                    int k = 2 * q + z;
                                    if (u == cell) one[r] |= 1 << k;
                                    else if (u) { ok = 0; break; }
                                    def[r] |= 1 << k;
                                }
                            }
                        }
                        if (!ok) continue;
                        for (int s = 0; s < (1 << (nr - 1)); s++) {
                            int fdef = 0, fval = 0, good = 1;
                            for (int r = 0; r < nr; r++) {
                                int v = one[r] ^ ((r > 0 && (s >> (r - 1) & 1)) ? def[r] : 0);
                                if ((fval ^ v) & fdef & def[r]) { good = 0; break; }
                                fdef |= def[r];
                                fval |= v & def[r];
                            }
                            if (!good) continue;
                            int F = fill(fval, fdef);
                            u64 N = apply_lut(F, C, D, E);
                            int g = lut_masked(t, m, A, B, N);
                            if (g < 0) continue;
                            State save = *st;
                            int nn = add_gate(st, p[c], p[d], p[e], F);
                            u64 NT = st->t[nn];
                            g = lut_masked(t, m, A, B, NT);
                            if (g < 0) { *st = save; continue; }
                            return add_gate(st, p[i], p[j], nn, g);
                        }
                    }
                }
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

static int create(State *st, u64 t, u64 m, int used, int depth) {
    int r = match(st, t, m);
    if (r >= 0) return r;
    r = one_gate(st, t, m, 1);
    if (r >= 0) return r;
    if (__builtin_popcountll(m) <= NOTWO) {
        r = two_gate(st, t, m);
        if (r >= 0) return r;
    }
    int free_[6], nf = 0;
    for (int v = 0; v < 6; v++)
        if (!(used >> v & 1)) free_[nf++] = v;
    if (nf == 0) { fprintf(stderr, "no variable left\n"); exit(3); }
    int cand[6], nc;
    if (depth < FULLDEPTH) {
        int p[6];
        perm(p, nf);
        for (int i = 0; i < nf; i++) cand[i] = free_[p[i]];
        nc = nf;
    } else {
        int sc[6], p[6];
        perm(p, nf);
        for (int i = 0; i < nf; i++) { cand[i] = free_[p[i]]; sc[i] = lookahead(st, t, m, cand[i]); }
        for (int i = 0; i < nf; i++)            /* stable sort by score, best first */
            for (int j = i + 1; j < nf; j++)
                if (sc[j] > sc[i]) {
                    int x = sc[i]; sc[i] = sc[j]; sc[j] = x;
                    x = cand[i]; cand[i] = cand[j]; cand[j] = x;
                }
        nc = nf < BRANCH ? nf : BRANCH;
    }
    State *best = NULL, *trial = malloc(sizeof(State) * 2);
    State *bst = trial + 1;
    int bestr = -1;
    for (int ci = 0; ci < nc; ci++) {
        int v = cand[ci];
        *trial = *st;
        int first = rnd() & 1;
        u64 half0 = first ? m & VAR[v] : m & ~VAR[v];
        u64 half1 = first ? m & ~VAR[v] : m & VAR[v];
        int h0 = create(trial, t, half0, used | 1 << v, depth + 1);
        int res = match(trial, t, m);
        if (res < 0) res = one_gate(trial, t, m, 1);
        if (res < 0 && depth < RETRY2) res = two_gate(trial, t, m);
        if (res < 0) {
            int h1 = create(trial, t, half1, used | 1 << v, depth + 1);
            int f = lut_masked(t, m, VAR[v], trial->t[h0], trial->t[h1]);
            if (f < 0) { fprintf(stderr, "mux failed\n"); exit(4); }
            res = add_gate(trial, v, h0, h1, f);
        }
        if (!best || trial->n < bst->n || (trial->n == bst->n && (rnd() & 1))) {
            *bst = *trial;
            best = bst;
            bestr = res;
        }
    }
    /* reductions: t = LUT3(a, b, NEW) with NEW needed only on the regions of (a, b) where t is not
     * constant, there equal to t or ~t (the complement chosen per region at random) */
    if (depth < RDEPTH && REDUCE > 0) {
        int n = st->n, np = 0;
        int *pa = malloc(sizeof(int) * n * n * 3);
        int *pb = pa + n * n, *pc = pb + n * n;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                u64 A = st->t[i], B = st->t[j], M = 0;
                for (int k = 0; k < 4; k++) {
                    u64 r = m & (k & 2 ? A : ~A) & (k & 1 ? B : ~B), u = t & r;
                    if (u != 0 && u != r) M |= r;
                }
                if (M == m || M == 0) continue;
                pa[np] = i; pb[np] = j; pc[np] = __builtin_popcountll(M) * 4096 + (int)(rnd() & 4095);
                np++;
            }
        for (int c = 0; c < REDUCE && c < np; c++) {
            int bi = c;
            for (int q = c + 1; q < np; q++) if (pc[q] < pc[bi]) bi = q;
            int x;
            x = pa[c]; pa[c] = pa[bi]; pa[bi] = x;
            x = pb[c]; pb[c] = pb[bi]; pb[bi] = x;
            x = pc[c]; pc[c] = pc[bi]; pc[bi] = x;
            u64 A = st->t[pa[c]], B = st->t[pb[c]], M = 0, T = t;
            for (int k = 0; k < 4; k++) {
                u64 r = m & (k & 2 ? A : ~A) & (k & 1 ? B : ~B), u = t & r;
                if (u != 0 && u != r) { M |= r; if (rnd() & 1) T ^= r; }
            }
            *trial = *st;
            int h = create(trial, T, M, used, depth + 1);
            int f = lut_masked(t, m, A, B, trial->t[h]);
            if (f < 0) { fprintf(stderr, "reduction failed\n"); exit(4); }
            int res = add_gate(trial, pa[c], pb[c], h, f);
            if (!best || trial->n < bst->n || (trial->n == bst->n && (rnd() & 1))) {
                *bst = *trial;
                best = bst;
                bestr = res;
            }
        }
        free(pa);
    }
    *st = *best;
    free(trial);
    return bestr;
}

/*
 * The circuit of the outputs in which (a bit per output) alone: the gates they read, renumbered in order,
 * into o; kept[b] is output b's node there, or -1 for an output not in which (kept may be outs).
 */
static void keep(const State *st, const int *outs, int which, State *o, int *kept) {
    int live[MAXN] = {0}, map[MAXN];
    for (int b = 0; b < 4; b++)
        if (which >> b & 1) live[outs[b]] = 1;
    for (int i = st->n - 1; i >= 6; i--)
        if (live[i])
            for (int k = 0; k < 3; k++) live[st->in[i][k]] = 1;
    o->n = 6;
    for (int i = 0; i < 6; i++) { o->t[i] = st->t[i]; map[i] = i; }
    for (int i = 6; i < st->n; i++) {
        if (!live[i]) continue;
        int j = o->n++;
        map[i] = j;
        o->t[j] = st->t[i];
        o->f[j] = st->f[i];
        for (int k = 0; k < 3; k++) o->in[j][k] = map[st->in[i][k]];
    }
    for (int b = 0; b < 4; b++) kept[b] = which >> b & 1 ? map[outs[b]] : -1;
}

/* Removes gates no output reads; renumbers. */
static void prune(State *st, int *outs) {
    State o;
    keep(st, outs, 15, &o, outs);
    *st = o;
}

/*
 * The register copies C2 makes for the circuit on AVX-512, estimated: vpternlog overwrites its first input,
 * so a gate none of whose inputs is read for the last time there (in the order the gates are written, which
 * C2 mostly keeps) needs a copy of one first (docs/des.md, "Zen 4: the register copies"). An output is read
 * again by its xor into the destination after every gate, so it never dies at a gate.
 */
static int copies(const State *st, const int *outs) {
    int last[MAXN], isout[MAXN] = {0}, c = 0;
    for (int b = 0; b < 4; b++) isout[outs[b]] = 1;
    for (int i = 0; i < st->n; i++) last[i] = -1;
    for (int i = 6; i < st->n; i++)
        for (int k = 0; k < 3; k++) last[st->in[i][k]] = i;
    for (int i = 6; i < st->n; i++) {
        int dies = 0;
        for (int k = 0; k < 3; k++) dies |= last[st->in[i][k]] == i && !isout[st->in[i][k]];
        c += !dies;
    }
    return c;
}

static double cost(const State *st, const int *outs) {
    return (st->n - 6) + COPYWEIGHT * copies(st, outs);
}

/*
 * Large-neighbourhood search from a circuit: drop the gates that only one or two outputs (-o: up to three),
 * chosen at random, read, build those outputs again over the nodes left (create, in a random order, with the
 * other outputs' nodes to share), and keep the new circuit when its cost (its gates, plus -c times its copies)
 * is no more than the current one's (equal ones too, so the search walks along plateaus). Returns the
 * cheapest circuit met.
 */
static void improve(State *cur, int *outs, const u64 *want, double budget, int box, long *moves) {
    double start = now();
    State best = *cur;
    int bestouts[4];
    memcpy(bestouts, outs, sizeof bestouts);
    while (now() - start < budget) {
        int drop = 0;
        while (drop == 0 || drop == 15 || __builtin_popcount(drop) > DROPS) drop = (int)(rnd() & 15);
        int o[4];
        State st;
        keep(cur, outs, 15 & ~drop, &st, o);
        int order[4];
        perm(order, 4);
        for (int k = 0; k < 4; k++)
            if (o[order[k]] < 0) o[order[k]] = create(&st, want[order[k]], FULL, 0, 0);
        prune(&st, o);
        (*moves)++;
        double c = cost(&st, o);
        if (c <= cost(cur, outs)) {
            *cur = st;
            memcpy(outs, o, sizeof o);
            if (c < cost(&best, bestouts)) {
                best = st;
                memcpy(bestouts, o, sizeof o);
                fprintf(stderr, "S%d improve: %d gates, %d copies (%.1f s, %ld moves)\n", box + 1, st.n - 6,
                        copies(&st, o), now() - start, *moves);
            }
        }
    }
    *cur = best;
    memcpy(outs, bestouts, sizeof bestouts);
}

/* Reads S-box box's circuit (its "outputs" line and gates) from a file in the format this program prints. */
static int load(const char *path, int box, State *st, int *outs) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); exit(7); }
    char line[256];
    st->n = 6;
    for (int i = 0; i < 6; i++) st->t[i] = VAR[i];
    int got = 0;
    while (fgets(line, sizeof line, f)) {
        int b, g, fn;
        char x[3][16], o[4][16];
        if (sscanf(line, "S%d outputs %15s %15s %15s %15s", &b, o[0], o[1], o[2], o[3]) == 5 && b == box + 1) {
            for (int k = 0; k < 4; k++) {
                const char *s = o[k][0] == '~' ? o[k] + 1 : o[k];
                outs[k] = s[0] == 'a' ? atoi(s + 1) - 1 : atoi(s + 1) + 5;
            }
            got = 1;
        } else if (sscanf(line, "S%d g%d = 0x%x(%15[^,], %15[^,], %15[^)])", &b, &g, &fn, x[0], x[1], x[2]) == 6
                   && b == box + 1) {
            int i = st->n++;
            if (i != g + 5) { fprintf(stderr, "gates out of order\n"); exit(7); }
            for (int k = 0; k < 3; k++)
                st->in[i][k] = x[k][0] == 'a' ? atoi(x[k] + 1) - 1 : atoi(x[k] + 1) + 5;
            st->f[i] = (uint8_t)fn;
            st->t[i] = apply_lut(fn, st->t[st->in[i][0]], st->t[st->in[i][1]], st->t[st->in[i][2]]);
        }
    }
    fclose(f);
    return got;
}

int main(int argc, char **argv) {
    int box = 0;
    double budget = 10;
    double lns = 0;
    const char *from = NULL;
    u64 seed = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "-b")) box = atoi(argv[i + 1]) - 1;
        else if (!strcmp(argv[i], "-i")) from = argv[i + 1];
        else if (!strcmp(argv[i], "-l")) lns = atof(argv[i + 1]);
        else if (!strcmp(argv[i], "-t")) budget = atof(argv[i + 1]);
        else if (!strcmp(argv[i], "-s")) seed = strtoull(argv[i + 1], 0, 10);
        else if (!strcmp(argv[i], "-f")) FULLDEPTH = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "-k")) BRANCH = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "-r")) RETRY2 = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "-n")) NOTWO = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "-p")) REDUCE = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "-d")) RDEPTH = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "-o")) DROPS = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "-c")) COPYWEIGHT = atof(argv[i + 1]);
    }
    if (DROPS < 1 || DROPS > 3) { fprintf(stderr, "-o: 1 to 3 outputs\n"); exit(2); }
    if (!(COPYWEIGHT >= 0)) { fprintf(stderr, "-c: a weight of 0 or more\n"); exit(2); }
    u64 want[4];
    des_tables(box, want);
    double start = now();
    State best;
    int bestouts[4], bestorder[4], runs = 0;
    u64 bestseed = 0;
    best.n = MAXN + 1;
    if (from) {
        if (!load(from, box, &best, bestouts)) { fprintf(stderr, "S%d not in %s\n", box + 1, from); exit(7); }
        for (int k = 0; k < 4; k++) bestorder[k] = k;
        fprintf(stderr, "S%d from %s: %d gates\n", box + 1, from, best.n - 6);
    }
    for (u64 s = seed; now() - start < budget; s++) {
        rng = s * 0x9E3779B97F4A7C15ULL + 12345;
        if (!rng) rng = 1;
        for (int k = 0; k < 10; k++) rnd();
        State st;
        st.n = 6;
        for (int i = 0; i < 6; i++) st.t[i] = VAR[i];
        int order[4], outs[4];
        perm(order, 4);
        for (int k = 0; k < 4; k++) outs[order[k]] = create(&st, want[order[k]], FULL, 0, 0);
        prune(&st, outs);
        runs++;
        for (int b = 0; b < 4; b++)
            if (st.t[outs[b]] != want[b] && st.t[outs[b]] != ~want[b]) { fprintf(stderr, "wrong output\n"); exit(5); }
        if (st.n < best.n) {
            best = st;
            memcpy(bestouts, outs, sizeof outs);
            memcpy(bestorder, order, sizeof order);
            bestseed = s;
            fprintf(stderr, "S%d seed %llu: %d gates (%.1f s)\n", box + 1, (unsigned long long)s, st.n - 6, now() - start);
        }
    }
    long moves = 0;
    double lstart = now();
    if (lns > 0) {
        rng = seed * 0xD1B54A32D192ED03ULL + 777;
        if (!rng) rng = 1;
        improve(&best, bestouts, want, lns, box, &moves);
    }
    /* verify by re-evaluating the gate list */
    u64 val[MAXN];
    for (int i = 0; i < best.n; i++)
        val[i] = i < 6 ? VAR[i] : apply_lut(best.f[i], val[best.in[i][0]], val[best.in[i][1]], val[best.in[i][2]]);
    for (int b = 0; b < 4; b++)
        if (val[bestouts[b]] != want[b] && val[bestouts[b]] != ~want[b]) { fprintf(stderr, "verify failed\n"); exit(6); }
    char nb[4][16];
    if (runs > 0 || !from)
        printf("# S%d: %d gates; gen/des_lut3_search.c -f %d -k %d -r %d -n %d -p %d -d %d, seed %llu (output order %d %d %d %d), %d runs in %.0f s",
               box + 1, best.n - 6, FULLDEPTH, BRANCH, RETRY2, NOTWO, REDUCE, RDEPTH, (unsigned long long)bestseed,
               bestorder[0], bestorder[1], bestorder[2], bestorder[3], runs, lstart - start);
    else
        printf("# S%d: %d gates; gen/des_lut3_search.c -t 0 -i %s -f %d -k %d -r %d -n %d -p %d -d %d", box + 1, best.n - 6,
               from, FULLDEPTH, BRANCH, RETRY2, NOTWO, REDUCE, RDEPTH);
    if (lns > 0) {
        char opts[32] = "";                 /* the step's options that differ from their defaults */
        if (DROPS != 2) sprintf(opts, "-o %d ", DROPS);
        if (COPYWEIGHT != 0) sprintf(opts + strlen(opts), "-c %g ", COPYWEIGHT);
        printf("%s%s-l %.0f -s %llu: %ld moves in %.0f s", runs > 0 || !from ? "; then " : " ", opts, lns,
               (unsigned long long)seed, moves, now() - lstart);
        if (COPYWEIGHT != 0) printf(", %d copies by that count", copies(&best, bestouts));
    }
    printf("\n");
    for (int b = 0; b < 4; b++) {
        char tmp[16];
        name(tmp, bestouts[b]);
        sprintf(nb[b], "%s%s", val[bestouts[b]] == want[b] ? "" : "~", tmp);
    }
    printf("S%d outputs %s %s %s %s\n", box + 1, nb[0], nb[1], nb[2], nb[3]);
    for (int i = 6; i < best.n; i++) {
        char g[16], x[16], y[16], z[16];
        name(g, i); name(x, best.in[i][0]); name(y, best.in[i][1]); name(z, best.in[i][2]);
        printf("S%d %s = 0x%02x(%s, %s, %s)\n", box + 1, g, best.f[i], x, y, z);
    }
    return 0;
}
