package dev.lanecrypt.select;

import java.util.Map;

/**
 * The candidate chosen for one size class, the measurements behind it (nanoseconds per operation by
 * candidate name, in candidate order; empty when forced) and the reason, for {@code lanecrypt cpu}.
 */
public record Choice<T>(String sizeClass, Candidate<T> chosen, Map<String, Double> nsPerOp, String reason) {

    public Choice {
        nsPerOp = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(nsPerOp));
    }

    public T impl() {
        return chosen.impl();
    }
}
