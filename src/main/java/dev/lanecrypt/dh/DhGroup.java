package dev.lanecrypt.dh;

import dev.lanecrypt.select.Cutoffs;
import dev.lanecrypt.math.FixedBaseModPow;
import dev.lanecrypt.math.MontgomeryContext;
import dev.lanecrypt.math.MpInt;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finite-field Diffie-Hellman domain parameters (p, g, and the subgroup order q when known) with the
 * Montgomery context of p, built once per p and shared.
 *
 * <p>The named groups are computed, not typed in: RFC 7919's ffdhe primes are
 * {@code p = 2^b - 2^(b-64) + (floor(2^(b-130) e) + X) 2^64 - 1} and RFC 3526's MODP primes are
 * {@code p = 2^b - 2^(b-64) - 1 + 2^64 (floor(2^(b-130) pi) + k)}, with the published offsets X and k
 * below; all are safe primes ({@code q = (p-1)/2}) with generator 2.
 */
public final class DhGroup {

    /** RFC 7919 appendix A: size in bits and the offset X. */
    private static final long[][] FFDHE = {
        {2048, 560316}, {3072, 2625351}, {4096, 5736041}, {6144, 15705020}, {8192, 10965728}};

    /** RFC 3526 sections 2 to 7: size in bits and the offset k. */
    private static final long[][] MODP = {
        {1536, 741804}, {2048, 124476}, {3072, 1690314}, {4096, 240904}, {6144, 929484}, {8192, 4743158}};

    private static final Map<String, DhGroup> NAMED = new ConcurrentHashMap<>();

    /** Exponent bounds up to this many bits may get a fixed-base table of g (see {@link #fixedBase}). */
    static final int FIXED_BASE_MAX_BITS = Cutoffs.FIXED_BASE_MAX_BITS;

    /** The largest fixed-base table built, in bytes ({@link FixedBaseModPow#tableBytes}). */
    static final long FIXED_BASE_MAX_BYTES = Cutoffs.FIXED_BASE_MAX_BYTES;

    /** Groups from parameters that are not named, kept (least recently used out) so that their tables are built once. */
    private static final int CUSTOM_GROUPS = 32;

    /** Custom (p, g) seen once: kept from the second sighting on (a table for a group seen once costs several key pairs). */
    private static final Map<List<MpInt>, DhGroup> CUSTOM = lru(CUSTOM_GROUPS);

    private static final Map<List<MpInt>, DhGroup> SEEN_ONCE = lru(2 * CUSTOM_GROUPS);

    private static <K, V> Map<K, V> lru(int size) {
        return new java.util.LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > size;
            }
        };
    }

    private final String name;
    /** The fixed-base tables of g, by exponent bound; built on first use. */
    private final Map<Integer, FixedBaseModPow> fixedBase = new ConcurrentHashMap<>();
    private final MpInt p;
    private final MpInt g;
    private final MpInt q;
    /** Kept for the JVM's life (named, or among the first custom groups): only these build tables. */
    private final boolean shared;
    /** {@link #context()}, once built. */
    private volatile MontgomeryContext context;

    private DhGroup(String name, MpInt p, MpInt g, MpInt q, boolean shared) {
        this.name = name;
        this.p = p;
        this.g = g;
        this.q = q;
        this.shared = shared;
    }

    /** "ffdhe2048" .. "ffdhe8192", "modp1536" .. "modp8192"; IllegalArgumentException for other names. */
    public static DhGroup named(String name) {
        return NAMED.computeIfAbsent(name, DhGroup::compute);
    }

    /** Every named group's name. */
    public static List<String> names() {
        return List.of("ffdhe2048", "ffdhe3072", "ffdhe4096", "ffdhe6144", "ffdhe8192",
                "modp1536", "modp2048", "modp3072", "modp4096", "modp6144", "modp8192");
    }

    /** The ffdhe group of {@code bits} bits (the JCA's default groups for a key size). */
    public static DhGroup ffdhe(int bits) {
        return named("ffdhe" + bits);
    }

    /**
     * Parameters from a DHParameterSpec: a named group when p is one (so its q is known), else (p, g)
     * with q unknown. IllegalArgumentException unless p is odd, at least 512 bits, and 1 < g < p-1.
     */
    public static DhGroup of(MpInt p, MpInt g) {
        for (String n : names()) {
            DhGroup known = named(n);
            if (known.p.equals(p) && known.g.equals(g)) {
                return known;
            }
        }
        if (p.bitLength() < 512 || !p.testBit(0)) {
            throw new IllegalArgumentException("DH prime must be odd and at least 512 bits");
        }
        if (g.compareTo(MpInt.ONE) <= 0 || g.compareTo(p.subtract(MpInt.ONE)) >= 0) {
            throw new IllegalArgumentException("DH generator out of range");
        }
        List<MpInt> key = List.of(p, g);
        synchronized (CUSTOM) {
            DhGroup kept = CUSTOM.get(key);
            if (kept == null && SEEN_ONCE.remove(key) != null) {
                kept = new DhGroup(null, p, g, null, true);
                CUSTOM.put(key, kept);
            }
            if (kept != null) {
                return kept;
            }
            DhGroup once = new DhGroup(null, p, g, null, false);
            SEEN_ONCE.put(key, once);
            return once;
        }
    }

    private static DhGroup compute(String name) {
        boolean ffdhe = name.startsWith("ffdhe");
        int bits = Integer.parseInt(name.substring(ffdhe ? 5 : 4));
        long[][] table = ffdhe ? FFDHE : MODP;
        for (long[] row : table) {
            if (row[0] == bits) {
                MpInt digits = ffdhe ? Constants.floorE(bits - 130) : Constants.floorPi(bits - 130);
                MpInt p = MpInt.ONE.shiftLeft(bits).subtract(MpInt.ONE.shiftLeft(bits - 64))
                        .add(digits.add(MpInt.valueOf(row[1])).shiftLeft(64)).subtract(MpInt.ONE);
                return new DhGroup(name, p, MpInt.TWO, p.shiftRight(1), true);
            }
        }
        throw new IllegalArgumentException("no DH group named " + name);
    }

    /** The group's name, or null for parameters that are not a named group. */
    public String name() {
        return name;
    }

    public MpInt p() {
        return p;
    }

    public MpInt g() {
        return g;
    }

    /** The order of g's subgroup when known (named groups: (p-1)/2), else null. */
    public MpInt q() {
        return q;
    }

    /**
     * Whether p is a safe prime with {@code q = (p-1)/2} known (the named groups): the subgroup of order q
     * is then the quadratic residues, so membership is the Legendre symbol {@code (y/p) = 1}.
     */
    public boolean safePrime() {
        return q != null && name != null;
    }

    /**
     * The Montgomery context of p, built at first use and kept with the group: as long as a named group (the
     * JVM's life) or a custom one {@link #of} still holds (its bounded LRU maps). It used to live in a static
     * map keyed by p that nothing ever emptied, so a JVM that met a new prime per handshake (a TLS 1.2
     * client of servers with their own DHE groups) kept a context for each, for good. Two threads may build
     * it at once; both are equal and either is kept.
     */
    public MontgomeryContext context() {
        MontgomeryContext c = context;
        if (c == null) {
            c = new MontgomeryContext(p);
            context = c;
        }
        return c;
    }

    /**
     * The precomputed table of {@code g} for private values below {@code 2^bits} ({@link FixedBaseModPow}),
     * or null when {@code bits} exceeds {@value #FIXED_BASE_MAX_BITS} or the table would exceed
     * {@value #FIXED_BASE_MAX_BYTES} bytes (the variable-base path serves those), or when this group is not
     * kept ({@link #of} keeps the named groups and, from their second sighting, the {@value #CUSTOM_GROUPS}
     * custom ones used last: a table built for a group seen once costs several key pairs). Built once per group and bound, about {@code 19 bits / 4}
     * products (1-2 ms at 2048 bits for 224-bit values, 8 ms for the 1024-bit values of a TLS 1.2 client's
     * plain DHParameterSpec, whose table is 2.6 MB), then shared.
     */
    public FixedBaseModPow fixedBase(int bits) {
        if (!shared || bits > FIXED_BASE_MAX_BITS
                || FixedBaseModPow.tableBytes(context().digits(), bits) > FIXED_BASE_MAX_BYTES) {
            return null;
        }
        return fixedBase.computeIfAbsent(bits, b -> new FixedBaseModPow(context(), g, b));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DhGroup other && p.equals(other.p) && g.equals(other.g);
    }

    @Override
    public int hashCode() {
        return Objects.hash(p, g);
    }
}
