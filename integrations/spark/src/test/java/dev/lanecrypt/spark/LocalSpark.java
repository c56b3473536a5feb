package dev.lanecrypt.spark;

import org.apache.spark.sql.SparkSession;

/** One local-mode session for a test class: two cores, no UI, loopback only. */
final class LocalSpark {

    private LocalSpark() {
    }

    static SparkSession start() {
        return SparkSession.builder()
                .master("local[2]")
                .appName("lanecrypt-spark-test")
                .config("spark.ui.enabled", "false")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .config("spark.sql.shuffle.partitions", "2")
                .getOrCreate();
    }
}
