package io.github.tengen.examples.spark;

import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.sgf.SgfCheck;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * {@code tengen check} as a Spark job: every file below an input path (local, HDFS, S3: whatever Hadoop reads) is
 * checked by one call of {@link SgfCheck#check(String, byte[])} on a worker, with the dead-stone estimate of
 * go-estimate as its recount (what {@code tengen check} runs); the reports are written as JSON lines, and the finding
 * counts (the rows of {@code tengen check}'s summary table) are printed.
 *
 * <pre>
 * spark-submit --class io.github.tengen.examples.spark.SparkCheck --jars go-core.jar,go-sgf.jar,go-estimate.jar \
 *     spark-check.jar 'hdfs:///archive/**&#47;*.sgf' hdfs:///reports/check
 * </pre>
 */
public final class SparkCheck {
  private SparkCheck() {}

  /**
   * The job: the JSON line of every file.
   *
   * @param spark the context
   * @param input files or a glob, as {@link JavaSparkContext#binaryFiles(String)} takes them
   * @return one JSON report a file
   */
  public static JavaRDD<String> reports(JavaSparkContext spark, String input) {
    // the per-file work is a pure function of the bytes: nothing to share between workers, no state to ship
    return spark.binaryFiles(input).map(f -> check().check(f._1(), f._2().toArray()).toJson());
  }

  /** The check {@code tengen check} runs: results recounted with estimated dead stones where none are marked. */
  public static SgfCheck check() {
    return SgfCheck.standard().withRecount(DeadStoneEstimator.standard()::score);
  }

  /**
   * The summary: files, games, moves, files with errors, and each finding code with its number of files.
   *
   * @param spark the context
   * @param input files or a glob
   * @return the counts, by name
   */
  public static Map<String, Long> summary(JavaSparkContext spark, String input) {
    JavaRDD<SgfCheckRow> rows = spark.binaryFiles(input)
        .map(f -> SgfCheckRow.of(check().check(f._1(), f._2().toArray())));
    rows.cache();
    Map<String, Long> out = new TreeMap<>(rows.flatMap(r -> r.codes().iterator()).countByValue());
    out.put("files", rows.count());
    out.put("games", rows.map(SgfCheckRow::games).fold(0L, Long::sum));
    out.put("moves", rows.map(SgfCheckRow::moves).fold(0L, Long::sum));
    out.put("files with errors", rows.filter(SgfCheckRow::hasErrors).count());
    return out;
  }

  /**
   * Runs the job.
   *
   * @param args input (files or a glob), output folder for the JSON lines
   */
  public static void main(String[] args) {
    if (args.length != 2) {
      System.err.println("usage: SparkCheck INPUT OUTPUT_DIR");
      System.exit(2);
    }
    SparkConf conf = new SparkConf().setAppName("tengen check");
    try (JavaSparkContext spark = new JavaSparkContext(conf)) {
      reports(spark, args[0]).saveAsTextFile(args[1]);
      summary(spark, args[0]).forEach((k, v) -> System.out.printf("%-44s %,12d%n", k, v));
    }
  }
}
