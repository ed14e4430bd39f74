console.log('seed: em construção');
