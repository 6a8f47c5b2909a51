import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jsonOf, useKulWorkspace } from "./cli-runner";
import { writeValidForm } from "./kyc-form-files";

const { kul, path: inDir } = useKulWorkspace("kul-cli-kyc-", "config");

describe("kul kyc check-id", () => {
  it("accepts a valid number with hyphens and prints the 13 digits", async () => {
    const result = await kul(["kyc", "check-id", "1-1037-02071-81-1"]);
    expect(result).toMatchObject({ code: 0, stdout: "Valid Thai ID card number: 1103702071811\n" });
  });

  it("prints only JSON with --json", async () => {
    const result = await kul(["kyc", "check-id", "1 1037 02071 81 1", "--json"]);
    expect(result.code).toBe(0);
    expect(jsonOf(result)).toEqual({ ok: true, id: "1103702071811" });
  });

  it.each([
    ["110370207181", "FORMAT"],
    ["11037020718a1", "FORMAT"],
    ["9103702071811", "FIRST_DIGIT"],
    ["0103702071811", "FIRST_DIGIT"],
    ["1103702071812", "CHECKSUM"],
  ])("refuses %s (%s) with exit code 1", async (id, reason) => {
    const result = await kul(["kyc", "check-id", id, "--json"]);
    expect(result.code).toBe(1);
    expect(jsonOf(result)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: "ID_CARD_INVALID", reason, message: "The ID Card number is incorrect." }),
    });
  });

  it("explains the failure in Thai with --lang th, on stderr", async () => {
    const result = await kul(["--lang", "th", "kyc", "check-id", "1103702071812"]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("หลักสุดท้าย (เลขตรวจสอบ) ไม่ตรงกับ 12 หลักแรก");
  });

  it("takes the language from LANG when --lang is not given", async () => {
    const result = await kul(["kyc", "check-id", "1103702071811"], { env: { LANG: "th_TH.UTF-8" } });
    expect(result.stdout).toBe("เลขบัตรประจำตัวประชาชนถูกต้อง: 1103702071811\n");
  });

  it("is bad usage (exit 2) without the number, with a JSON error under --json", async () => {
    expect((await kul(["kyc", "check-id"])).code).toBe(2);
    const result = await kul(["kyc", "check-id", "--json"]);
    expect(result.code).toBe(2);
    expect(jsonOf(result)).toMatchObject({ ok: false, error: { code: "CLI_USAGE" } });
  });

  it("refuses an unknown --lang as bad usage", async () => {
    expect((await kul(["kyc", "check-id", "1103702071811", "--lang", "fr"])).code).toBe(2);
  });
});

describe("kul kyc check-laser", () => {
  it.each(["JT1-2345678-90", "jt1234567890", "ab1-2345678-90"])("accepts %s and prints it upper-cased", async (code) => {
    const result = await kul(["kyc", "check-laser", code, "--json"]);
    expect(result.code).toBe(0);
    expect(jsonOf(result)).toEqual({ ok: true, laserCode: code.toUpperCase() });
  });

  it.each(["J11-2345678-90", "JT1-234567-90", "JT1--2345678-90", "JT12345678901"])("refuses %s with exit code 1", async (code) => {
    const result = await kul(["kyc", "check-laser", code]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("The laser code is incorrect.");
    expect(result.stderr).toContain("JT1-2345678-90");
  });
});

describe("kul kyc validate", () => {
  it("accepts a complete form whose documents are local files", async () => {
    const { form, docs } = writeValidForm(inDir("valid"));
    const result = await kul(["kyc", "validate", form, "--docs", docs, "--json"]);
    expect(result.code).toBe(0);
    const out = jsonOf(result);
    expect(out).toMatchObject({ ok: true, valid: true, customerType: "Personal" });
    expect((out.documents as { field: string; contentType: string }[]).map((d) => [d.field, d.contentType])).toEqual([
      ["identificationPicture", "image/png"],
      ["selfIdentificationPicture", "image/png"],
      ["governmentIssued", "image/png"],
    ]);
  });

  it("finds documents beside the form without --docs", async () => {
    const { form } = writeValidForm(inDir("beside"), { identificationPicture: "docs/id.png", selfIdentificationPicture: "docs/selfie.png", governmentIssued: "docs/gov.png" });
    expect((await kul(["kyc", "validate", form])).code).toBe(0);
  });

  it("lists every failed rule with its field and message (exit 1)", async () => {
    const { form, docs } = writeValidForm(inDir("invalid"), {
      identificationId: "1103702071812",
      laserCode: "nope",
      firstName: "",
      birthdate: "2030-01-01",
      originPostcode: "5020",
      governmentIssued: "missing.png",
    });
    writeFileSync(path.join(docs, "id.png"), "not an image at all");
    const result = await kul(["kyc", "validate", form, "--docs", docs, "--json"]);
    expect(result.code).toBe(1);
    const error = jsonOf(result).error as { code: string; issues: { field: string; code: string; message: string }[] };
    expect(error.code).toBe("KYC_FORM_INVALID");
    const byField = Object.fromEntries(error.issues.map((i) => [i.field, i.code]));
    expect(byField).toMatchObject({
      identificationPicture: "KYC_FILE_TYPE_NOT_ALLOWED",
      governmentIssued: "CLI_DOCUMENT_MISSING",
      identificationId: "ID_CARD_INVALID",
      laserCode: "LASER_CODE_INVALID",
      firstName: "KYC_REQUIRED",
      originPostcode: "KYC_POSTCODE_INVALID",
    });
    expect(byField.birthdate).toMatch(/^KYC_(DATE_OUT_OF_RANGE|AGE_UNDER_MINIMUM)$/);
    expect(error.issues.find((i) => i.field === "firstName")?.message).toBe("This field is required.");
  });

  it("refuses a picture whose png header is followed by HTML, as the server would", async () => {
    const { form, docs } = writeValidForm(inDir("polyglot"));
    writeFileSync(path.join(docs, "id.png"), Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("<html><script>alert(1)</script></html>")]));
    const result = await kul(["kyc", "validate", form, "--docs", docs, "--json"]);
    const error = jsonOf(result).error as { code: string; issues: { field: string; code: string; message: string }[] };
    expect([result.code, error.issues.find((i) => i.field === "identificationPicture")]).toEqual([
      1,
      { field: "identificationPicture", code: "KYC_FILE_CONTENT_INVALID", message: "The file is damaged or is not a real PNG, JPG or PDF file." },
    ]);
  });

  it("prints the problems as a list for people", async () => {
    const { form, docs } = writeValidForm(inDir("human"), { tel: "" });
    const result = await kul(["kyc", "validate", form, "--docs", docs]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("The form has 1 problem(s):");
    expect(result.stdout).toContain("tel: This field is required. (KYC_REQUIRED)");
  });

  it("is bad usage (exit 2) when the file is missing or not JSON", async () => {
    expect((await kul(["kyc", "validate", inDir("nope.json")])).code).toBe(2);
    const notJson = inDir("broken.json");
    writeFileSync(notJson, "{ nope");
    const result = await kul(["kyc", "validate", notJson, "--json"]);
    expect(result.code).toBe(2);
    expect(jsonOf(result)).toMatchObject({ ok: false, error: { code: "CLI_FILE_NOT_JSON" } });
  });
});

describe("kul --help", () => {
  it("lists the commands and examples without loading them, exit 0", async () => {
    const result = await kul(["--help"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("kyc");
    expect(result.stdout).toContain("swap");
    expect(result.stdout).toContain("Examples:");
  });

  it("shows a command's examples", async () => {
    const result = await kul(["kyc", "--help"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("kul kyc check-id 1-1037-02071-81-1");
  });

  it("reports an unknown command as bad usage", async () => {
    expect((await kul(["frobnicate"])).code).toBe(2);
  });
});
