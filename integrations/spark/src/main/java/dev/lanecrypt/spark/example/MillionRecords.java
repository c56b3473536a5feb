package dev.lanecrypt.spark.example;

import static org.apache.spark.sql.functions.callUDF;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.length;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import dev.lanecrypt.cli.Operations;
import dev.lanecrypt.select.Operation;
import dev.lanecrypt.select.Selector;
import dev.lanecrypt.spark.KeySource;
import dev.lanecrypt.spark.LaneCryptColumns;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The typical jobs on one machine, Spark in {@code local[*]}: a million 256-byte records, each with its own
 * Triple-DES key and IV, encrypted and decrypted in CBC with PKCS#5 padding through {@link LaneCryptColumns},
 * and again through a per-row SunJCE UDF ({@link PerRowUdfs}) on the same cached data; then RSA-2048
 * signatures (SHA256withRSA, four signers) verified both ways. Prints records per second for each (the
 * faster of two runs after a warm-up, LaneCrypt's kernel selections settled first) and checks that both
 * ways give the same rows (the plaintexts back, the same verdicts).
 *
 * <p>Arguments: {@code [records] [signatures] [master]}, default {@code 1000000 20000 local[*]}. Run by
 * {@code integrations/spark/example}.
 */
public final class MillionRecords {

    private static final String TRANSFORMATION = "DESede/CBC/PKCS5Padding";

    private static final String ALGORITHM = "SHA256withRSA";

    private MillionRecords() {
    }

    public static void main(String[] args) throws Exception {
        long records;
        long signatures;
        try {
            records = args.length > 0 ? Long.parseLong(args[0]) : 1_000_000;
            signatures = args.length > 1 ? Long.parseLong(args[1]) : 20_000;
            if (args.length > 3 || records < 1 || signatures < 1) {
                throw new NumberFormatException();
            }
        } catch (NumberFormatException e) {
            System.err.println("usage: example [records] [signatures] [master] (positive counts; default 1000000 20000 local[*])");
            System.exit(2);
            return;
        }
        String master = args.length > 2 ? args[2] : "local[*]";
        SparkSession spark = SparkSession.builder().master(master).appName("lanecrypt-million-records")
                .config("spark.ui.enabled", "false").getOrCreate();
        spark.sparkContext().setLogLevel("WARN");
        try {
            System.out.printf("Spark %s, %s, %d cores, Java %s%n", spark.version(), master,
                    spark.sparkContext().defaultParallelism(), Runtime.version());
            // LaneCrypt picks its kernels per machine by timing them at first use (seconds of a core each,
            // per JVM) or reads them from the profile `lanecrypt tune` saves; settle them here, where a
            // long-running executor has long since done so, so that the timings below are the steady state
            long t0 = System.nanoTime();
            for (Operation<?> op : Operations.all()) {
                Selector.current(op);
            }
            System.out.printf("LaneCrypt's kernel selections settled in %.1f s%n", (System.nanoTime() - t0) / 1e9);
            ciphers(spark, records);
            verification(spark, signatures);
        } finally {
            spark.stop();
        }
    }

    private static void ciphers(SparkSession spark, long records) {
        StructType schema = new StructType().add("id", DataTypes.LongType, false).add("key", DataTypes.BinaryType, false)
                .add("iv", DataTypes.BinaryType, false).add("data", DataTypes.BinaryType, false);
        Dataset<Row> plain = spark.range(records).mapPartitions((MapPartitionsFunction<Long, Row>) ids -> {
            List<Row> rows = new ArrayList<>();
            while (ids.hasNext()) {
                long id = ids.next();
                SplittableRandom r = new SplittableRandom(id);
                rows.add(RowFactory.create(id, bytes(r, 24), bytes(r, 8), bytes(r, 256)));
            }
            return rows.iterator();
        }, Encoders.row(schema)).cache();
        System.out.printf("generated %,d records of 256 bytes (%,d rows cached)%n", records, plain.count());
        spark.udf().register("sunjceEncrypt", PerRowUdfs.cipher(TRANSFORMATION, true), DataTypes.BinaryType);
        spark.udf().register("sunjceDecrypt", PerRowUdfs.cipher(TRANSFORMATION, false), DataTypes.BinaryType);
        KeySource key = KeySource.column("key");

        double encLane = time("encrypt, LaneCrypt batch", records, () -> totalLength(
                LaneCryptColumns.encrypt(plain, TRANSFORMATION, key, "iv", "data", "out"), "out"));
        double encUdf = time("encrypt, SunJCE per-row UDF", records, () -> totalLength(
                plain.withColumn("out", callUDF("sunjceEncrypt", col("data"), col("key"), col("iv"))), "out"));

        Dataset<Row> sealed = LaneCryptColumns.encrypt(plain, TRANSFORMATION, key, "iv", "data", "out")
                .select(col("id"), col("key"), col("iv"), col("out").as("data")).cache();
        sealed.count();
        double decLane = time("decrypt, LaneCrypt batch", records, () -> totalLength(
                LaneCryptColumns.decrypt(sealed, TRANSFORMATION, key, "iv", "data", "out"), "out"));
        double decUdf = time("decrypt, SunJCE per-row UDF", records, () -> totalLength(
                sealed.withColumn("out", callUDF("sunjceDecrypt", col("data"), col("key"), col("iv"))), "out"));

        // both ways give the plaintexts back, row for row
        Dataset<Row> back = LaneCryptColumns.decrypt(sealed, TRANSFORMATION, key, "iv", "data", "out")
                .withColumn("udf", callUDF("sunjceDecrypt", col("data"), col("key"), col("iv")))
                .select(col("id"), col("out"), col("udf")).join(plain.select(col("id"), col("data")), "id");
        long wrong = back.filter(col("out").notEqual(col("data")).or(col("udf").notEqual(col("data")))
                .or(col("out").isNull())).count();
        System.out.printf("rows whose decryption differs from the plaintext: %d%n", wrong);
        System.out.printf("%s, %,d records: encrypt %.2fx, decrypt %.2fx the per-row UDF%n", TRANSFORMATION,
                records, encLane / encUdf, decLane / decUdf);
        sealed.unpersist();
        plain.unpersist();
        if (wrong != 0) {
            throw new IllegalStateException(wrong + " rows decrypted wrong");
        }
    }

    private static void verification(SparkSession spark, long count) throws Exception {
        List<KeyPair> signers = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
            g.initialize(2048);
            signers.add(g.generateKeyPair());
        }
        StructType schema = new StructType().add("id", DataTypes.LongType, false)
                .add("publicKey", DataTypes.BinaryType, false).add("data", DataTypes.BinaryType, false)
                .add("signature", DataTypes.BinaryType, false);
        Dataset<Row> signed = spark.range(count).mapPartitions((MapPartitionsFunction<Long, Row>) ids -> {
            List<Row> rows = new ArrayList<>();
            Signature s = Signature.getInstance(ALGORITHM, "SunRsaSign");
            while (ids.hasNext()) {
                long id = ids.next();
                SplittableRandom r = new SplittableRandom(id);
                KeyPair kp = signers.get((int) (id % signers.size()));
                byte[] data = bytes(r, 200);
                s.initSign(kp.getPrivate());
                s.update(data);
                byte[] sig = s.sign();
                if (id % 10 == 3) {
                    sig[5] ^= 1;                       // every tenth signature does not verify
                }
                rows.add(RowFactory.create(id, kp.getPublic().getEncoded(), data, sig));
            }
            return rows.iterator();
        }, Encoders.row(schema)).cache();
        System.out.printf("signed %,d records with 4 RSA-2048 keys%n", signed.count());
        spark.udf().register("sunRsaSignVerify", PerRowUdfs.verify(ALGORITHM), DataTypes.BooleanType);

        double lane = time("verify, LaneCrypt batch", count, () -> countValid(LaneCryptColumns.verifyPkcs1(signed,
                ALGORITHM, KeySource.column("publicKey"), "data", "signature", "valid")));
        double udf = time("verify, SunRsaSign per-row UDF", count, () -> countValid(signed.withColumn("valid",
                callUDF("sunRsaSignVerify", col("data"), col("signature"), col("publicKey")))));
        long disagree = LaneCryptColumns.verifyPkcs1(signed, ALGORITHM, KeySource.column("publicKey"), "data",
                        "signature", "valid")
                .withColumn("udf", callUDF("sunRsaSignVerify", col("data"), col("signature"), col("publicKey")))
                .filter(col("valid").isNull().or(col("valid").notEqual(col("udf")))).count();
        System.out.printf("rows where the verdicts differ: %d%n", disagree);
        System.out.printf("%s, %,d signatures: verify %.2fx the per-row UDF%n", ALGORITHM, count, lane / udf);
        signed.unpersist();
        if (disagree != 0) {
            throw new IllegalStateException(disagree + " verdicts differ");
        }
    }

    /** Runs the job three times (the first warms the JVM up), prints and returns records per second of the faster of the others. */
    private static double time(String what, long records, Runnable job) {
        job.run();
        double seconds = Double.MAX_VALUE;
        for (int i = 0; i < 2; i++) {
            long t0 = System.nanoTime();
            job.run();
            seconds = Math.min(seconds, (System.nanoTime() - t0) / 1e9);
        }
        double rate = records / seconds;
        System.out.printf("  %-32s %8.2f s  %,12.0f records/s%n", what, seconds, rate);
        return rate;
    }

    /** Forces every row's result: the sum of the result column's lengths. */
    private static void totalLength(Dataset<Row> d, String column) {
        d.agg(sum(length(col(column)))).first();
    }

    private static void countValid(Dataset<Row> d) {
        d.agg(sum(when(col("valid"), 1).otherwise(0))).first();
    }

    private static byte[] bytes(SplittableRandom r, int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i += 8) {
            long v = r.nextLong();
            for (int j = 0; j < 8 && i + j < n; j++) {
                b[i + j] = (byte) (v >>> (8 * j));
            }
        }
        return b;
    }
}
