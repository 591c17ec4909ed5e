import { areaFigure } from './area-figure';

describe("an area's figure", () => {
  it("is the unweighted mean of its library questions' means, leaving out custom questions and questions without a mean", () => {
    expect(
      areaFigure([
        { isCustom: false, mean: 2.5 },
        { isCustom: false, mean: 2.75 },
        { isCustom: false, mean: null },
        { isCustom: true, mean: 5 },
      ]),
    ).toBe(2.625);
  });

  it('takes the custom questions of an area that has no library question, and is null without any mean', () => {
    expect(
      areaFigure([
        { isCustom: true, mean: 3 },
        { isCustom: true, mean: 4 },
      ]),
    ).toBe(3.5);
    expect(areaFigure([{ isCustom: false, mean: null }])).toBeNull();
    expect(areaFigure([])).toBeNull();
  });
});
